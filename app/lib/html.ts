// Text and attribute values into HTML, for markup the server writes as a string (it reaches the
// browser in the page, not in a JavaScript bundle): the header menus, the product gallery, notes and
// spec table, the newsletter form and the consent bar.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
