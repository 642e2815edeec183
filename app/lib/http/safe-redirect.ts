// Redirect targets taken from a form or header: only same-origin relative paths, never an open
// redirect (`//evil`, `/\evil`, absolute URLs all fall back).
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(target, 'http://local.invalid');
    const path = url.pathname + url.search + url.hash;
    // Dot segments can normalise into a protocol-relative path: `/..//evil` → `//evil`.
    return url.origin === 'http://local.invalid' && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
