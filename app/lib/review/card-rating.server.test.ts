import { describe, expect, it } from 'vitest';
import { en } from '~/lib/i18n/messages/en';
import { fr } from '~/lib/i18n/messages/fr';
import { cardRating, type CardRatingWords } from './card-rating.server';

const english: CardRatingWords = { locale: 'en-CH', language: 'en', words: en.review };
const french: CardRatingWords = { locale: 'fr-CH', language: 'fr', words: fr.review };
const fields = (value: string, count: string) => ({ rating: { value }, ratingCount: { value: count } });
const rating = (value: string, min = '1.0', max = '5.0') => JSON.stringify({ value, scale_min: min, scale_max: max });

describe('cardRating', () => {
  it('reads Shopify’s standard review metafields and writes them as the product page does', () => {
    expect(cardRating(fields(rating('4.67'), '3'), english)).toEqual({
      stars: '★★★★★',
      average: '4.7',
      count: 3,
      label: 'Rated 4.7 out of 5 (3 reviews)',
    });
    expect(cardRating(fields(rating('4.0'), '1'), french)).toMatchObject({
      stars: '★★★★☆',
      average: '4,0',
      label: 'Noté 4,0 sur 5 (1 avis)',
    });
  });

  it('puts another scale on five', () => {
    expect(cardRating(fields(rating('8.0', '0.0', '10.0'), '2'), english)?.average).toBe('4.0');
  });

  it('shows nothing when reviews are off, without reviews, or for a value that is not a rating', () => {
    expect(cardRating(fields(rating('4.5'), '2'), null)).toBeNull();
    expect(cardRating({ rating: null, ratingCount: null }, english)).toBeNull();
    expect(cardRating(fields(rating('4.5'), '0'), english)).toBeNull();
    expect(cardRating(fields('4.5', '2'), english)).toBeNull();
    expect(cardRating(fields('{"value":"six"}', '2'), english)).toBeNull();
    expect(cardRating(fields(rating('7.0'), '2'), english)).toBeNull();
  });
});
