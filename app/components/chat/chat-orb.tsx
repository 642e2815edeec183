// The 'Need help?' orb on every page. Server HTML is a plain link to the chat page (/help); with
// JavaScript a click imports the panel (its own chunk, loaded on first click) and opens it in place.
// Kept to a few bytes: it is on every page's first load.
import { useState } from 'react';
import type * as ChatPanelModule from './chat-panel';
import * as styles from './chat-orb.css';

export function ChatOrb() {
  const [chat, setChat] = useState<typeof ChatPanelModule>();
  const [opened, setOpened] = useState(0);
  return (
    <aside aria-label="Help">
      <a
        href="/help"
        className={styles.orb}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey) return;
          event.preventDefault();
          setOpened(opened + 1);
          import('./chat-panel').then(setChat, () => location.assign('/help'));
        }}
      >
        Need help?
      </a>
      {chat ? <chat.ChatPanel opened={opened} /> : null}
    </aside>
  );
}
