// The chat's English words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's pages.
export const chatVocabulary = {
  stopWords:
    'a an and are as at be but by can could do does did for from have has how i if in into is it its me my of on or ' +
    'our so that the their then there these this to was we what when where which who why will with would you your ' +
    'yours am any get got need want know tell please about here us now like some much many also still just really ' +
    'hi hello thanks thank ok whats one go goes going put puts into already',
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'it its they them their this that these those one ones',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    made: 'material',
    ceo: 'executive',
    cto: 'technology',
    hours: 'monday',
  } as Record<string, string>,
};
