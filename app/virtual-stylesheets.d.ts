// The browser build's stylesheets by file name, for the worker (scripts/stylesheets.ts; empty in
// development; docs/decisions/275).
declare module 'virtual:stylesheets' {
  const sheets: Readonly<Record<string, string>>;
  export default sheets;
}
