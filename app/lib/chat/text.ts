// Plain text from the shop's rich-text HTML, split into passages at its headings.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|pre)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h\d|tr|section|div)>|<br\s*\/?>/gi, '. ')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (match, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? match),
    )
    .replace(/\s+/g, ' ')
    .replace(/([.?!:])\s*\.(\s|$)/g, '$1$2')
    .replace(/(\s\.)+/g, '.')
    .trim();
}

export interface Section {
  heading: string;
  text: string;
}

/** One section per h2/h3 (a FAQ question with its answer); text before the first heading too. */
export function splitSections(html: string): Section[] {
  const parts = html.split(/(?=<h[23][^>]*>)/i);
  return parts.flatMap((part) => {
    const heading = /^<h[23][^>]*>([\s\S]*?)<\/h[23]>/i.exec(part);
    const body = heading ? part.slice(heading[0].length) : part;
    const text = htmlToText(body);
    return text ? [{ heading: heading ? htmlToText(heading[1]!).replace(/\.$/, '') : '', text }] : [];
  });
}

/** The first sentences of a passage, up to about `max` characters. */
export function firstSentences(text: string, max = 420): string {
  const sentences = text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if (out && out.length + sentence.length > max) break;
    out += sentence;
  }
  return out.trim();
}

/** A long section as passages of a few sentences each (about `max` characters). */
export function chunkSentences(text: string, max = 480): string[] {
  const sentences = text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > max) {
      chunks.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
