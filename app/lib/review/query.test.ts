import { describe, expect, it } from 'vitest';
import { isReviewRequest } from './query';

const check = (query: string) => isReviewRequest(new URLSearchParams(query));

describe('isReviewRequest', () => {
  it.each([
    'fera_review=1',
    'feraReviewId=abc',
    'action=review',
    'action=write_review',
    'action=leave-review',
    'open=open_review',
    'action=submit_review',
    'open=show_review_modal',
    'action=Write%20Review',
    'review_token=8f3a9c',
    'reviewToken=8f3a9c',
    'token=abc123',
  ])('%s is a review request', (query) => expect(check(query)).toBe(true));

  it.each([
    '',
    'utm_source=newsletter&utm_medium=email',
    'action=add_to_cart',
    'open=menu',
    'Size=263+mm&Pack=Double+pack',
    'token=',
    'page=2&sort=price',
  ])('%j is not a review request', (query) => expect(check(query)).toBe(false));
});
