// The chat's limits and messages. No zod and no server code: the chat's browser code imports them.
export const MAX_QUESTION_LENGTH = 500;
/** Questions kept per conversation (docs/decisions/186); answers are derived again on render. */
export const MAX_TURNS = 6;

export const QUESTION_TOO_LONG = `Please keep your question under ${MAX_QUESTION_LENGTH} characters.`;
export const QUESTION_EMPTY = 'Please type a question.';
export const BAD_CHAT_REQUEST = 'That request was not understood. Please ask again.';
export const CHAT_RATE_LIMITED = 'You are asking faster than we can answer. Please wait a moment and try again.';
/** An answer that needs the shop's data while Shopify does not answer (the page answers 503). */
export const CHAT_UNAVAILABLE =
  "I can't look that up right now: our shop's catalogue is not answering. Please try again in a few minutes.";
export const CHAT_NOT_KEPT = 'We could not keep your question just now. Please try again in a moment.';
