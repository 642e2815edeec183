import type { Route } from './+types/not-found';
import { pageNotFound } from '~/lib/http/not-found.server';

export function loader({ url }: Route.LoaderArgs) {
  pageNotFound(url);
}

export default function NotFound() {
  return null;
}
