/// <reference types="vite/client" />
/// <reference types="@shopify/hydrogen/react-router-types" />

declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}

declare global {
  interface Env {
    PRIVATE_ADMIN_API_DOMAIN?: string;
    PRIVATE_ADMIN_API_TOKEN?: string;
    PUBLIC_DEFAULT_COUNTRY?: string;
  }
}

export {};

declare global {
  /** Set by vite.config.ts at build time. */
  const __BUILD_ID__: string;
  const __BUILD_TIME__: string;
}
