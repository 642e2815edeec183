// An island as loader data (docs/decisions/170): its id, and its HTML only where there is no
// document to carry it (~/lib/http/islands.server). Shared by the server and the components.
export interface Island {
  id: string;
  html?: string;
}
