/** Text as HTML text or a quoted attribute value: the five characters React escapes, as React writes them. */
export const escapeHtml = (text: string) =>
  text.replace(/[&"'<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[char]!);
