// The chat form (POST /help): ask a question or restart. One schema; its issues carry the key of
// their message in the chat catalogue (`errors`), written in the page's language by chatFormError.
import * as z from 'zod/mini';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { MAX_QUESTION_LENGTH } from './limits';

type ErrorKey = 'empty' | 'tooLong' | 'bad';
const KEYS: ErrorKey[] = ['empty', 'tooLong', 'bad'];

export const ChatFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('ask'),
      question: z.pipe(
        z.pipe(
          z.string({ error: 'empty' }),
          z.transform((value: string) => value.replace(/\s+/g, ' ').trim()),
        ),
        z.string().check(z.minLength(1, 'empty'), z.maxLength(MAX_QUESTION_LENGTH, 'tooLong')),
      ),
      redirectTo: z.optional(z.string()),
    }),
    z.object({ intent: z.literal('restart'), redirectTo: z.optional(z.string()) }),
  ],
  { error: 'bad' },
);

export type ChatForm = z.infer<typeof ChatFormSchema>;

/** The first issue of a failed parse in the page's words; any other issue is "not understood". */
export function chatFormError(error: z.core.$ZodError | null, errors: Messages['chat']['errors']): string {
  const key = error?.issues[0]?.message as ErrorKey | undefined;
  return format(errors[key && KEYS.includes(key) ? key : 'bad'], { max: MAX_QUESTION_LENGTH });
}
