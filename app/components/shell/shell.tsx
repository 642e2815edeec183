// The global shell, first version: header with the main links and a footer with plain links.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { CartBadge, type CartBadgeData } from '~/components/cart/cart-badge';
import * as styles from './shell.css';

const NAV = [
  { to: '/shop', label: 'Shop' },
  { to: '/stories', label: 'Stories' },
  { to: '/about', label: 'About' },
];

export function Shell({
  accountUrl,
  cart,
  children,
}: {
  accountUrl: string;
  cart?: CartBadgeData;
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
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Quick links">
            <ul className={styles.navList}>
              <li>
                <Link to="/shop">Shop</Link>
              </li>
              <li>
                <Link to="/stories/testimonials">Testimonials</Link>
              </li>
              <li>
                <Link to="/legal/privacy-policy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/legal/refund-policy">Refund Policy</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
            </ul>
          </nav>
          <p>Sharkblades AG, Rapperswil-Jona, Switzerland</p>
        </div>
      </footer>
    </>
  );
}
