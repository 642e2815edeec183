// The chat's German words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's German pages. Swiss spelling and common Swiss German forms.
export const chatVocabulary = {
  stopWords:
    'der die das den dem des ein eine einen einem einer eines und oder aber ist sind war bin bist seid ich du er sie es ' +
    'wir ihr mir mich dir dich uns euch euer eure euren eurem mein meine meinen meinem meiner dein deine sein seine ' +
    'wie was wo wer wann warum welche welcher welches welchen kann kannst können könnt muss musst müssen soll sollte ' +
    'habe hast hat habt haben gibt gebt man nach bei von vom im am an in zu zum zur auf für mit ohne über unter aus ' +
    'auch noch schon selber selbst wenn falls ob dass nicht kein keine so da dort hier mal denn doch bitte danke hallo ' +
    'steckt steht geht gehen tun macht machen brauche brauchst braucht brauchen sagen sag erzähl erzähle ' +
    'chan cha isch het hend händ mer mir öppis gaht goht z d s de id uf vo mit bi wie viel viele',
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'die der das den dem sie es er ihn ihr diese dieser dieses davon dafür damit',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    gemacht: 'material',
    woraus: 'material',
    besteht: 'material',
    passt: 'passen',
    offen: 'montag',
    öffnungszeiten: 'montag',
  } as Record<string, string>,
};
