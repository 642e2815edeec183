// The floating chat panel: imported by the orb on first click (its own chunk). A non-modal dialog:
// focus goes to the message box on open and back where it was on minimize; Escape minimizes.
// Minimize keeps the conversation (it lives in the session); Restart clears it.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ChatData, ChatWords } from '~/lib/chat/types';
import { CHAT_FETCHER, ChatBox, RestartForm } from './chat-box';
import * as styles from './chat.css';

export function ChatPanel({ opened, words, action }: { opened: number; words: ChatWords; action: string }) {
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher<ChatData>({ key: CHAT_FETCHER });
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    returnTo.current = document.activeElement as HTMLElement | null;
    setOpen(true);
    if (!fetcher.data && fetcher.state === 'idle') void fetcher.load(action);
  }, [opened]);
  // After the panel has rendered (on reopen it was unmounted while minimized).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, opened]);

  const minimize = () => setOpen(false);
  // Back where it was once the panel has gone: the orb is hidden while the panel is open.
  useEffect(() => {
    if (!open) returnTo.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-labelledby="chat-title"
      className={styles.panel}
      data-chat-panel=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') minimize();
      }}
    >
      {/* A <div>: the panel lives in the page's header, and a <header> may not hold another. */}
      <div className={styles.panelHeader}>
        <h2 id="chat-title" className={styles.panelTitle}>
          {words.title}
        </h2>
        <div className={styles.actions}>
          <RestartForm className={styles.quiet} words={words} action={action} />
          <button type="button" className={styles.quiet} onClick={minimize} aria-label={words.minimize}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 12h12" />
            </svg>
          </button>
        </div>
      </div>
      <div className={styles.panelBody}>
        <ChatBox inputRef={input} words={words} action={action} />
      </div>
    </section>
  );
}
