import { describe, expect, it } from 'vitest';
import { relatedStories } from './related';

const a = (handle: string, ...tags: string[]) => ({ handle, tags });

describe('relatedStories', () => {
  it('leaves the article out, puts shared tags first, then keeps the blog order', () => {
    const blog = [
      a('new', 'x'),
      a('current', 'oceanice', 'club'),
      a('both', 'OceanIce', 'club'),
      a('one', 'club'),
      a('old'),
    ];
    expect(relatedStories(blog, a('current', 'oceanice', 'club')).map((r) => r.handle)).toEqual(['both', 'one', 'new']);
    expect(relatedStories([a('current')], a('current'))).toEqual([]);
  });
});
