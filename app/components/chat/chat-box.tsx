// The conversation and its form, shared by the /help page and the floating panel. One keyed
// fetcher ('chat') holds the latest conversation. Before hydration the forms carry redirectTo
// (a plain POST answered 303 back to the page); after it the fetcher posts without and gets data.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import { MAX_QUESTION_LENGTH } from '~/lib/chat/limits';
import type { ChatData, ChatWords } from '~/lib/chat/types';
import { ChatTranscript } from './chat-transcript';
import * as styles from './chat.css';

export const CHAT_FETCHER = 'chat';

function RedirectField() {
  const location = useLocation();
  const hydrated = useHydrated();
  return hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />;
}

export function RestartForm({ className, words, action }: { className: string; words: ChatWords; action: string }) {
  const fetcher = useFetcher<ChatData>({ key: CHAT_FETCHER });
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="restart" />
      <RedirectField />
      <button type="submit" className={className}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4.5h4.5" />
        </svg>
        {words.restart}
      </button>
    </fetcher.Form>
  );
}

export function ChatBox({
  initial,
  inputRef,
  words,
  action,
}: {
  initial?: ChatData;
  inputRef?: RefObject<HTMLInputElement | null>;
  words: ChatWords;
  /** /help in the page's language. */
  action: string;
}) {
  const fetcher = useFetcher<ChatData>({ key: CHAT_FETCHER });
  const form = useRef<HTMLFormElement>(null);
  const data = fetcher.data ?? initial;
  const pending = fetcher.formData?.get('intent') === 'ask' ? String(fetcher.formData.get('question') ?? '') : null;

  const hydrated = useHydrated();
  // An empty Send with JavaScript: the page says so in its language (the browser's bubble, in the
  // browser's language, is left to the page without JavaScript).
  const [empty, setEmpty] = useState(false);
  const box = () => form.current?.elements.namedItem('question') as HTMLInputElement | null;

  // The box empties as the question is sent (it shows in the transcript), so what the visitor types
  // while the answer loads is theirs and stays. A refused question (400, 429…) comes back into the
  // box, unless something new has been typed there meanwhile.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const input = box();
    if (pending !== null && asked.current === null) {
      asked.current = pending;
      if (input?.value === pending) input.value = '';
    } else if (pending === null && fetcher.state === 'idle' && asked.current !== null) {
      if (fetcher.data?.errors && input && input.value === '') input.value = asked.current;
      asked.current = null;
      // Send was disabled while pending, which drops focus: give it back to the message box.
      if (document.activeElement === document.body || document.activeElement === null) input?.focus();
    }
  }, [pending, fetcher.state, fetcher.data]);

  return (
    <div className={styles.box}>
      <ChatTranscript
        turns={fetcher.formData?.get('intent') === 'restart' ? [] : (data?.turns ?? [])}
        pending={pending}
        words={words}
      />
      {empty || data?.errors?.length ? (
        <p role="alert" className={styles.error}>
          {empty ? words.required : data?.errors?.[0]}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={action}
        className={styles.form}
        ref={form}
        noValidate={hydrated}
        onSubmit={(event) => {
          const input = box();
          setEmpty(false);
          if (input && input.value.trim() === '') {
            event.preventDefault();
            setEmpty(true);
            input.focus();
          }
        }}
      >
        <input type="hidden" name="intent" value="ask" />
        <RedirectField />
        <div className={styles.field}>
          <label htmlFor="chat-question" className={styles.label}>
            {words.question}
          </label>
          <input
            id="chat-question"
            ref={inputRef}
            className={styles.input}
            name="question"
            autoComplete="off"
            required
            maxLength={MAX_QUESTION_LENGTH}
            placeholder={words.placeholder}
            aria-invalid={empty || undefined}
            onInput={() => setEmpty(false)}
          />
        </div>
        {/* An arrow with the word as its name, so the box keeps the width its placeholder needs. */}
        <button type="submit" className={styles.send} disabled={pending !== null} aria-label={words.send}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h13M12 5l7 7-7 7" />
          </svg>
        </button>
      </fetcher.Form>
    </div>
  );
}
