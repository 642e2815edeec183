// The chat form (POST /help): ask a question or restart. One schema; messages from ./limits.
import * as z from 'zod/mini';
import { BAD_CHAT_REQUEST, MAX_QUESTION_LENGTH, QUESTION_EMPTY, QUESTION_TOO_LONG } from './limits';

export const ChatFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('ask'),
      question: z.pipe(
        z.pipe(
          z.string({ error: QUESTION_EMPTY }),
          z.transform((value: string) => value.replace(/\s+/g, ' ').trim()),
        ),
        z.string().check(z.minLength(1, QUESTION_EMPTY), z.maxLength(MAX_QUESTION_LENGTH, QUESTION_TOO_LONG)),
      ),
      redirectTo: z.optional(z.string()),
    }),
    z.object({ intent: z.literal('restart'), redirectTo: z.optional(z.string()) }),
  ],
  { error: BAD_CHAT_REQUEST },
);

export type ChatForm = z.infer<typeof ChatFormSchema>;

/** The first user-facing message of a failed parse. */
export function chatFormError(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? BAD_CHAT_REQUEST;
}
