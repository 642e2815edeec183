// The chat's French words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's French pages (elisions are split off before: l'acier → acier).
export const chatVocabulary = {
  stopWords:
    'le la les l un une des du de d et ou est sont être je j il elle nous vous ils elles on que qu qui quoi quel quelle ' +
    'quels quelles comment combien pourquoi quand où pour avec sans mon ma mes ton ta tes votre vos notre nos ce c cet ' +
    'cette ces ça cela au aux en dans sur sous par pas ne n plus puis peux peut pouvez pouvons faut sont ai as a avez ' +
    'avons ont fait faire dois doit devez y se s si aussi très bien merci bonjour svp est-ce déjà va vont vais lequel ' +
    'laquelle lesquels entre dites-moi',
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'ça ce c cela ceci il elle ils elles le la les en lui leur celui celle ceux',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    fait: 'matériau',
    composé: 'matériau',
    horaires: 'lundi',
    ouverture: 'lundi',
  } as Record<string, string>,
};
