// Reading a form body defensively: only a form's content types, and a body that fails to parse
// (cut off at the size cap, malformed multipart) is null, which the action answers with 400.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.includes(type)) return null;
  return request.formData().catch(() => null);
}

/**
 * A form's fields by name, each its first value (issue 47, item 17): a repeated field (`country=DE&
 * country=FR`) is read as the browser's own form would send it once, never as its last copy.
 */
export function firstFields(form: FormData): Record<string, FormDataEntryValue> {
  const first = new Map<string, FormDataEntryValue>();
  for (const [name, value] of form) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}
