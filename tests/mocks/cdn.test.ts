import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './cdn/handlers';

const size = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);

describe('mock CDN art', () => {
  it('keeps the natural aspect ratio when scaled to a width or a height', () => {
    expect(size(placeholderSvg('why-ocean-plastic.svg', { width: 800 }, [1600, 900]))).toEqual([800, 450]);
    expect(size(placeholderSvg('why-ocean-plastic.svg', { height: 300 }, [1600, 900]))).toEqual([533, 300]);
    expect(size(placeholderSvg('sharkblades-1.svg', {}, [1200, 1200]))).toEqual([1200, 1200]);
  });

  it('never scales up, and fills the exact box with crop', () => {
    expect(size(placeholderSvg('greenly-1.svg', { width: 4000 }, [1200, 1200]))).toEqual([1200, 1200]);
    expect(size(placeholderSvg('greenly-1.svg', { width: 300, height: 200, crop: 'center' }, [1200, 1200]))).toEqual([
      300, 200,
    ]);
  });

  it('draws the product, not a label', () => {
    for (const name of ['sharkblades-1.svg', 'oceanice-pro-2.svg', 'black-ghost-1.svg', 'rapperswil-jona-lido.svg']) {
      const svg = placeholderSvg(name);
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path /);
    }
  });
});
