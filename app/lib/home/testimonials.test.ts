import { describe, expect, it } from 'vitest';
import { quoteOf, roleOf } from './testimonials';

describe('testimonial quotes', () => {
  it('takes the role from an excerpt written "Name, role, on …", in any language', () => {
    expect(roleOf('Noah Baumann', 'Noah Baumann, U20 forward, on why a spare pair lives in his bag.')).toBe(
      'U20 forward',
    );
    expect(roleOf('Luca Meier', 'Luca Meier, Goalie, über flache Profile.')).toBe('Goalie');
    expect(roleOf('Daniela Widmer', 'The Widmer family on how a Greenly kit got two beginners hooked.')).toBeNull();
    expect(roleOf('', 'Anyone, anything, anywhere')).toBeNull();
  });

  it('quotes the title without its quotation marks', () => {
    const quote = quoteOf({
      id: '1',
      title: '"The first goalie blade that feels the same every time"',
      excerpt: 'Luca Meier, goalie, on flat profiles.',
      authorV2: { name: 'Luca Meier' },
    });
    expect(quote).toEqual({
      id: '1',
      text: 'The first goalie blade that feels the same every time',
      name: 'Luca Meier',
      role: 'goalie',
    });
    expect(quoteOf({ id: '2', title: '«\u00a0Le premier\u00a0»', authorV2: null }).text).toBe('Le premier');
  });
});
