import type { Route } from './+types/not-found';
import { pageNotFound } from '~/lib/http/not-found.server';

// Every path no route matches, in every language: `/fr/nope` says so in French.
export function loader({ url, context }: Route.LoaderArgs) {
  pageNotFound(url, context);
}

export default function NotFound() {
  return null;
}
