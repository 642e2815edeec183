// The chat's limits. No zod and no server code: the chat's browser code imports them. Its words are
// in the message catalogue (~/lib/i18n/messages/*/chat.ts).
export const MAX_QUESTION_LENGTH = 500;
/** Questions kept per conversation (docs/decisions/chat.md); answers are derived again on render. */
export const MAX_TURNS = 6;
