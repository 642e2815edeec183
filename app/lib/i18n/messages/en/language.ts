// The language switch and the suggestion (issue 31, item 5).
export const language = {
  label: 'Language',
  choose: 'Choose a language',
  /** Said in the suggested language. */
  suggestion: 'This page is also available in English.',
  accept: 'Show in English',
  dismiss: 'No, thanks',
  invalidChoice: 'Please choose one of the languages offered.',
} as const;
