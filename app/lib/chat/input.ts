// The chat form (POST /help): ask a question or restart. One schema; messages from ./limits.
import { z } from 'zod';
import { BAD_CHAT_REQUEST, MAX_QUESTION_LENGTH, QUESTION_EMPTY, QUESTION_TOO_LONG } from './limits';

export const ChatFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('ask'),
      question: z
        .string({ error: QUESTION_EMPTY })
        .transform((value) => value.replace(/\s+/g, ' ').trim())
        .pipe(z.string().min(1, QUESTION_EMPTY).max(MAX_QUESTION_LENGTH, QUESTION_TOO_LONG)),
      redirectTo: z.string().optional(),
    }),
    z.object({ intent: z.literal('restart'), redirectTo: z.string().optional() }),
  ],
  { error: BAD_CHAT_REQUEST },
);

export type ChatForm = z.infer<typeof ChatFormSchema>;

/** The first user-facing message of a failed parse. */
export function chatFormError(error: z.ZodError): string {
  return error.issues[0]?.message ?? BAD_CHAT_REQUEST;
}
