// The 'Need help?' orb on every page, in the header (floating at the screen's foot from 768 px, in
// the bar on phones: ./chat-orb.css.ts). Server HTML is a plain link to the chat page (`href`: /help
// in the page's language); with JavaScript a click imports the panel (its own chunk, loaded on first
// click) and opens it in place. Kept to a few bytes: it is on every page's first load. A plain
// element, not an <aside>: a complementary landmark inside the banner is not a top-level one.
import { useState } from 'react';
import type { ChatWords } from '~/lib/chat/types';
import type * as ChatPanelModule from './chat-panel';
import * as styles from './chat-orb.css';

export function ChatOrb({ words, href }: { words: ChatWords; href: string }) {
  const [chat, setChat] = useState<typeof ChatPanelModule>();
  const [opened, setOpened] = useState(0);
  return (
    <div className={styles.dock} data-chat="">
      <a
        href={href}
        className={styles.orb}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey) return;
          event.preventDefault();
          setOpened(opened + 1);
          import('./chat-panel').then(setChat, () => location.assign(href));
        }}
      >
        {words.orb}
      </a>
      {chat ? <chat.ChatPanel opened={opened} words={words} action={href} /> : null}
    </div>
  );
}
