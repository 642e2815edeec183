// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice. Cookie settings join with its issue.
import { Link } from 'react-router';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import * as styles from './shell.css';

const QUICK_LINKS = [
  { to: '/shop', label: 'Shop' },
  { to: '/stories/testimonials', label: 'Testimonials' },
  { to: '/legal/privacy-policy', label: 'Privacy Policy' },
  { to: '/legal/refund-policy', label: 'Refund Policy' },
  { to: '/faq', label: 'FAQ' },
];

const SOCIAL = [
  { href: 'https://www.instagram.com/sharkblades.ch/', label: 'Instagram' },
  { href: 'https://www.tiktok.com/@sharkblades', label: 'TikTok' },
  { href: 'https://www.facebook.com/sharkblades', label: 'Facebook' },
  { href: 'https://www.youtube.com/@sharkblades', label: 'YouTube' },
  { href: 'https://www.linkedin.com/company/sharkblades/', label: 'LinkedIn' },
];

export function Footer({ country, newsletter }: { country?: CountryShellData; newsletter?: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-hq">
          <h2 id="footer-hq" className={styles.footerHeading}>
            Headquarters
          </h2>
          <address className={styles.address}>
            Sharkblades AG
            <br />
            Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland
            <br />
            <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>
          </address>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.footerHeading}>
            Our offices
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to="/about/contact?office=europe">Europe</Link>
            </li>
            <li>
              <Link to="/about/contact?office=inc">United States</Link>
            </li>
            <li>
              <Link to="/about/contact?office=mena-asia">Mena/Asia</Link>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.footerHeading}>
            Quick links
          </h2>
          <ul className={styles.footerList}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.footerHeading}>
            Follow us
          </h2>
          <ul className={styles.footerList}>
            {SOCIAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter ? <div dangerouslySetInnerHTML={{ __html: newsletter }} /> : null}
        {country ? <CountrySelector {...country} /> : null}
        <form action="/consent" data-consent>
          <button>Cookie settings</button>
        </form>
        <p className={styles.legal}>
          This site is protected by reCAPTCHA and the Google{' '}
          <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
      </div>
    </footer>
  );
}
