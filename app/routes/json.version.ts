// /json/version: which build is running (id and build time), for deploy checks and reload logic.
export function loader() {
  return Response.json(
    { buildId: __BUILD_ID__, builtAt: __BUILD_TIME__ },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
