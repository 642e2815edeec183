// Text into HTML, for markup the server writes as a string (it reaches the browser in the page,
// not in a JavaScript bundle): the newsletter form, the product page's notes and spec table.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
