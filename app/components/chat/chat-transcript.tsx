// The questions and answers, with each answer's source link and further links. New replies are
// announced (aria-live); while an answer is pending, the question shows with a typing indicator.
import { useEffect, useRef } from 'react';
import type { ChatAnswer, ChatTurn, ChatWords } from '~/lib/chat/types';
import * as styles from './chat.css';

function Answer({ answer, words }: { answer: ChatAnswer; words: ChatWords }) {
  return (
    <div className={styles.answer}>
      <p className={styles.answerText}>{answer.text}</p>
      {answer.source ? (
        <p className={styles.source}>
          {words.source}{' '}
          <a className={styles.link} href={answer.source.url}>
            {answer.source.title}
          </a>
        </p>
      ) : null}
      {answer.links.length ? (
        <p className={styles.links}>
          {answer.links.map((link) => (
            <a key={link.url} className={styles.link} href={link.url}>
              {link.title}
            </a>
          ))}
        </p>
      ) : null}
    </div>
  );
}

export function ChatTranscript({
  turns,
  pending,
  words,
}: {
  turns: ChatTurn[];
  pending: string | null;
  words: ChatWords;
}) {
  const log = useRef<HTMLOListElement>(null);
  // The newest reply in view when the log scrolls (in the panel); the page itself is not moved.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [turns.length, pending]);
  return (
    <>
      {turns.length === 0 && pending === null ? <p className={styles.empty}>{words.empty}</p> : null}
      <ol ref={log} className={styles.log} aria-live="polite" aria-label={words.conversation}>
        {turns.map((turn, i) => (
          <li key={i} className={styles.turn}>
            <p className={styles.question}>{turn.question}</p>
            <Answer answer={turn.answer} words={words} />
          </li>
        ))}
        {pending !== null ? (
          <li className={styles.turn}>
            <p className={styles.question}>{pending}</p>
            <p className={styles.typing} role="status" aria-label={words.typing}>
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
            </p>
          </li>
        ) : null}
      </ol>
    </>
  );
}
