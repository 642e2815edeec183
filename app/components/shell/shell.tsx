// The global shell, first version: header with the main links and a footer with plain links.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Footer } from './footer';
import { CartBadge, type CartBadgeData } from '~/components/cart/cart-badge';
import { ChatOrb } from '~/components/chat/chat-orb';
import * as styles from './shell.css';
import { HeaderSearch } from '~/components/search/header-search';
import { CountryNotice, type CountryShellData } from '~/components/country/country-selector';

const NAV = [
  { to: '/shop', label: 'Shop' },
  { to: '/stories', label: 'Stories' },
  { to: '/about', label: 'About' },
];

export function Shell({
  accountUrl,
  country,
  cart,
  newsletter,
  children,
}: {
  accountUrl: string;
  country?: CountryShellData;
  cart?: CartBadgeData;
  /** The footer's newsletter form (HTML from the server). */
  newsletter?: string;
  children: ReactNode;
}) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.logo} prefetch="intent">
            Sharkblades
          </Link>
          <HeaderSearch />
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={styles.navLink} prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a href={accountUrl} className={styles.navLink}>
                  My Orders
                </a>
              </li>
              <li>
                <CartBadge cart={cart} />
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {country ? <CountryNotice notice={country.notice} /> : null}
        {children}
      </main>
      <Footer country={country} newsletter={newsletter} />
      <ChatOrb />
    </>
  );
}
