// A strict well-formedness check for the XML the worker writes (sitemaps): one root, balanced
// tags, quoted attributes, no stray `<` or `&`. Throws with the offset of the first fault; returns
// the elements in document order (name and attributes) for assertions.
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  depth: number;
}

const NAME = String.raw`[A-Za-z_][\w.:-]*`;
const TOKEN = new RegExp(
  String.raw`<\?xml[^?]*\?>|<(/?)(${NAME})((?:\s+${NAME}="[^"<&]*(?:&(?:#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(/?)>|([^<]+)`,
  'y',
);
const TEXT = /^(?:[^&]|&(?:#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);)*$/;

export function parseXml(text: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let roots = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`Not well-formed XML at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    const [token, closing, name, attrs, selfClosing, chars] = match;
    if (token.startsWith('<?xml')) {
      if (at !== 0) throw new Error(`XML declaration not at the start (${at})`);
    } else if (chars !== undefined) {
      if (stack.length === 0 && chars.trim()) throw new Error(`Text outside the root at ${at}`);
      if (!TEXT.test(chars)) throw new Error(`Unescaped & at ${at}`);
    } else if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> does not close the open element at ${at}`);
    } else {
      if (stack.length === 0 && ++roots > 1) throw new Error(`A second root element at ${at}`);
      const attributes = Object.fromEntries(
        [...(attrs ?? '').matchAll(new RegExp(String.raw`(${NAME})="([^"]*)"`, 'g'))].map((m) => [m[1]!, m[2]!]),
      );
      elements.push({ name: name!, attributes, depth: stack.length });
      if (!selfClosing) stack.push(name!);
    }
  }
  if (stack.length) throw new Error(`Unclosed <${stack.at(-1)}>`);
  if (roots !== 1) throw new Error('No root element');
  return elements;
}
