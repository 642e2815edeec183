import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Shell } from '~/components/shell/shell';
import { DeferredScripts } from '~/components/shell/deferred-scripts';
import { cartBadge } from '~/lib/cart/cart.server';
import { siteOrigins, storeOrigin } from '~/lib/context/env.server';
import { countryShellData } from '~/lib/country/change.server';
import { newsletterForm } from '~/lib/newsletter/shell.server';
import { headerMenu } from '~/lib/shell/menu.server';
import { enhanceNewsletter } from '~/components/newsletter/enhance';
import { consentBar } from '~/lib/consent/shell.server';
import { island } from '~/lib/http/islands.server';
import { Island } from '~/components/island';
import { consentBarHtml } from '~/components/consent/consent-bar.server';
import { newsletterFormHtml } from '~/components/newsletter/newsletter-form.server';
import { headerMenusHtml } from '~/components/shell/header-menus.server';
import { paymentMarksHtml } from '~/components/checkout/payment-marks.server';
import { paymentIcons } from '~/lib/checkout/payments';
// The consent bar is server HTML; its styles must still be in the first load.
import '~/components/consent/consent.css';
import { useNonce } from '~/lib/http/nonce';
import { alternateLinks } from '~/lib/seo/seo';
import { messagesFor } from '~/lib/i18n/messages/index.server';
import { pageLanguage } from '~/lib/i18n/page-language.server';
import '~/styles/global.css';
import { errorPage } from '~/components/shell/error-page.css';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Started first, read alongside the cart; it never rejects (app/lib/shell/menu.server.ts).
  const menu = headerMenu(context);
  const cart = await cartBadge(context, url);
  const { top, start, end } = headerMenusHtml(await menu, `${storeOrigin(context.appEnv)}/account`);
  const payments = paymentMarksHtml(paymentIcons(context.market.country.code));
  const consent = consentBar(context.appEnv, request, url);
  const page = pageLanguage(request, context.appEnv);
  const messages = messagesFor(page.language);
  // Server-rendered HTML goes into a document once (islands, docs/decisions/170).
  return {
    origins: siteOrigins(context.appEnv, request),
    country: countryShellData(
      context,
      context.flash.get('countryNotMoved') ?? [],
      island(context, 'footer-payments', payments),
    ),
    cart,
    newsletter: island(
      context,
      'footer-newsletter',
      newsletterFormHtml(await newsletterForm(context, url, 'newsletter')),
    ),
    header: {
      top: island(context, 'header-top', top),
      start: island(context, 'header-start', start),
      end: island(context, 'header-end', end),
    },
    consent: island(context, 'consent-bar', consent && consentBarHtml(consent)),
    // The chat orb's and the header search's words and paths in the page's language (their panels
    // load on use, with these).
    help: { words: messages.chat.ui, href: page.path('/help') },
    search: { words: messages.search.box, action: page.path('/search') },
  };
}

// The SVG icon and the web app manifest (public/, drawn from favicon.svg by `npm run marks`).
// `/favicon.ico` and `/apple-touch-icon.png` sit where browsers look for them without a link, so
// they cost the first load nothing (decision 196).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Only a cart change alters what the root loader reads (the cart badge).
  return formAction === '/cart' ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return [{ title: errorTitle(error) }, { name: 'robots', content: 'noindex' }];
};

// Other refusals (400, 403, 405, 413, 429) are answered by the worker before React Router renders;
// a navigation's data request shows the worker's 429 here (its body is the message).
const errorTitle = (error: unknown) => {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 429) return 'Too Many Requests';
  return status === 404 ? 'Page Not Found' : status === 503 ? 'Service Unavailable' : 'Internal Server Error';
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const seo = data ? alternateLinks(pathname, data.origins) : null;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {seo ? (
          <>
            <link rel="canonical" href={seo.canonical} />
            {seo.alternates.map((link) => (
              <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
            ))}
          </>
        ) : null}
        <Links />
      </head>
      <body onFocus={enhanceNewsletter} onSubmit={enhanceNewsletter}>
        {/* Cookie consent (server HTML, first in the tab order); wired by the after-hydration chunk. */}
        {data?.consent ? <Island island={data.consent} /> : null}
        <Shell
          header={data?.header}
          country={data?.country}
          cart={data?.cart}
          newsletter={data?.newsletter}
          help={data?.help}
          search={data?.search}
        >
          {children}
        </Shell>
        <ScrollRestoration nonce={nonce} />
        {/* The browser hydrates the DOM the deferred scripts leave: <Scripts /> as it renders it. */}
        {import.meta.env.SSR ? <DeferredScripts nonce={nonce} /> : <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = errorTitle(error);
  // The message thrown with a 404 or 503 (e.g. "Failed to fetch product"); never a 500's internals.
  const message = isRouteErrorResponse(error) && title[0] != 'I' && error.data;
  return (
    <section className={errorPage}>
      <h1>{title}</h1>
      <p>{message || 'Something went wrong on our side. Please try again in a moment.'}</p>
      <p>
        <a href="/shop">Browse the shop</a>
        <a href="/stories">Read our stories</a>
        <a href="/">Home page</a>
      </p>
    </section>
  );
}
