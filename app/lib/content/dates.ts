// Dates as the stories show them: "1 June 2025" (British English, the day in UTC so a server in
// any zone writes the same day).
let formatter: Intl.DateTimeFormat | undefined;

/** An ISO 8601 timestamp as the shop writes it; '' for one that is not a date. */
export function publishedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  formatter ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  return formatter.format(date);
}
