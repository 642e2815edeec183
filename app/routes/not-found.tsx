import type { Route } from './+types/not-found';
import { pageNotFound } from '~/lib/http/not-found.server';

export function loader({ request }: Route.LoaderArgs) {
  pageNotFound(request);
}

export default function NotFound() {
  return null;
}
