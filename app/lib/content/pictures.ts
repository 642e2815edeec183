// A page's pictures: its `custom.pictures` metafield (list.file_reference, files the merchant picks
// in Shopify's admin), read with a zod parse, and the page body's <section>s they go with: the
// i-th picture goes with the i-th section (About's chapters, Team's people, Contact's offices).
import * as z from 'zod/mini';
import { elements } from './rich-text';

const size = z.nullable(z.int().check(z.positive()));
const PictureSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  altText: z.nullable(z.string()),
  width: size,
  height: size,
});
export type Picture = z.infer<typeof PictureSchema>;

// A reference that is not a MediaImage (another file type) answers without `image`.
const PicturesField = z.nullable(
  z.object({
    references: z.nullable(z.object({ nodes: z.array(z.object({ image: z.nullish(PictureSchema) })) })),
  }),
);

/** The pictures of a `custom.pictures` answer (none when it is missing or not what Shopify sends). */
export function picturesOf(field: unknown): Picture[] {
  const parsed = PicturesField.safeParse(field ?? null);
  if (!parsed.success || !parsed.data?.references) return [];
  return parsed.data.references.nodes.flatMap(({ image }) => (image ? [image] : []));
}

/** How a page shows its sections with their pictures, by page handle (others: as merchant HTML). */
export type PictureLayout = 'story' | 'people';
export const PICTURE_LAYOUTS: Partial<Record<string, PictureLayout>> = { about: 'story', team: 'people' };

export interface PictureSection {
  /** The section's inner HTML. */
  html: string;
  /** Its data-office (the contact page's), if any. */
  office: string | null;
  picture: Picture | null;
}

/** The body cut at its top-level <section>s: what comes before, each section with its picture, what follows. */
export function sectionsWithPictures(body: string, pictures: readonly Picture[]) {
  const all = elements(body, ['section']);
  // Top-level only: a section inside another stays part of its parent's HTML.
  const top = all.filter((s) => !all.some((o) => o !== s && o.start < s.start && s.end <= o.end));
  top.sort((a, b) => a.start - b.start);
  return {
    intro: body.slice(0, top[0]?.start ?? body.length),
    sections: top.map((s, i): PictureSection => ({
      html: body.slice(s.inner, s.innerEnd),
      office: s.attributes['data-office'] ?? null,
      picture: pictures[i] ?? null,
    })),
    outro: top.length ? body.slice(top[top.length - 1]!.end) : '',
  };
}
