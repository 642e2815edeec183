// Workers' HTMLRewriter (a global in workerd), the part the page cache uses; the full types are in
// @cloudflare/workers-types, whose globals clash with the DOM library this project compiles with.
// Under Node (Vitest) lol-html's WebAssembly build stands in (tests/support/html-rewriter.ts).
declare global {
  interface HTMLRewriterElement {
    getAttribute(name: string): string | null;
    hasAttribute(name: string): boolean;
    setAttribute(name: string, value: string): HTMLRewriterElement;
    removeAttribute(name: string): HTMLRewriterElement;
  }
  interface HTMLRewriterText {
    readonly text: string;
    readonly lastInTextNode: boolean;
  }
  interface HTMLRewriterElementHandlers {
    element?(element: HTMLRewriterElement): void | Promise<void>;
    text?(text: HTMLRewriterText): void | Promise<void>;
  }
  class HTMLRewriter {
    on(selector: string, handlers: HTMLRewriterElementHandlers): HTMLRewriter;
    transform(response: Response): Response;
  }
}

export {};
