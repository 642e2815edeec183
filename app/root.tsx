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
import { cartBadge } from '~/lib/cart/cart.server';
import { siteOrigins, storeOrigin } from '~/lib/context/env.server';
import { countryShellData } from '~/lib/country/change.server';
import { newsletterForm } from '~/lib/newsletter/shell.server';
import { headerMenu } from '~/lib/shell/menu.server';
import { consentBar } from '~/lib/consent/shell.server';
import { ConsentBar } from '~/components/consent/consent-bar';
import { LanguageSuggestion } from '~/components/shell/language-switch';
import { paymentIcons } from '~/lib/checkout/payments';
import { useNonce } from '~/lib/http/nonce';
import { alternateLinks } from '~/lib/seo/seo';
import '~/styles/global.css';
import { errorPage, wayLinks } from '~/components/shell/error-page.css';
import { NotFoundWays } from '~/components/shell/not-found-ways';
import { suggestedLanguage } from '~/lib/i18n/choice.server';
import { pageLocale, splitLanguage, SWISS_LOCALE, type Language } from '~/lib/i18n/languages';
import { messagesFor, sections } from '~/lib/i18n/messages/index.server';
import type { Messages } from '~/lib/i18n/messages/types';
import { useLanguageQuery, useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import { errorDetail } from '~/lib/http/error-detail';
import { format } from '~/lib/i18n/format';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Started first, read alongside the cart; it never rejects (app/lib/shell/menu.server.ts).
  const menu = headerMenu(context);
  const cart = await cartBadge(context, url);
  const origins = siteOrigins(context.appEnv, request);
  const { language, messages, localePath } = context;
  // The US site speaks English only: no switch (docs/decisions/routes-and-languages.md).
  const switchable = !origins.onUs;
  const switcher = switchable ? { current: language, words: messages.language } : null;
  const payments = { methods: paymentIcons(context.market.country.code), label: messages.checkout.paymentMethods };
  return {
    origins,
    language,
    locale: pageLocale(language, origins.onUs),
    messages: sections(messages, 'common', 'language', 'shell', 'country', 'errors', 'seo'),
    suggestion: languageOffer(request, language, origins.onUs),
    country: countryShellData(context, context.flash.get('countryNotMoved') ?? [], payments),
    cart,
    newsletter: await newsletterForm(context, url, 'newsletter'),
    header: {
      menu: await menu,
      home: localePath('/'),
      accountUrl: `${storeOrigin(context.appEnv)}/account`,
      words: messages.menu,
      language: switcher,
    },
    footer: {
      words: messages.footer,
      shop: messages.common.shop,
      cookieSettings: messages.shell.cookieSettings,
      language,
      languageWords: switcher && messages.language,
    },
    consent: consentBar(context.appEnv, request, url, context),
    // The chat orb's and the header search's words and paths in the page's language (their panels
    // load on use, with these).
    help: { words: messages.chat.ui, href: localePath('/help') },
    search: { words: messages.search.box, action: localePath('/search') },
  };
}

// Another of the site's languages the browser prefers, offered in that language (issue 31).
function languageOffer(request: Request, current: Language, onUs: boolean) {
  const offered = suggestedLanguage(request, current, onUs);
  return offered ? { offered, current, words: messagesFor(offered).language } : null;
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Only a cart change (the cart badge) or another language (every word of the shell) alters what
  // the root loader reads.
  if (splitLanguage(currentUrl.pathname).language !== splitLanguage(nextUrl.pathname).language) return true;
  return formAction && splitLanguage(formAction).path === '/cart' ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error) return [];
  return [{ title: errorTitle(error, data?.messages.errors) }, { name: 'robots', content: 'noindex' }];
};

type ErrorWords = Messages['errors'];

// Other refusals (400, 403, 405, 413, 429) are answered by the worker before React Router renders;
// a navigation's data request shows the worker's 429 here (its body is the message). Without the
// root's data (its own loader failed) the status alone names the page.
const errorTitle = (error: unknown, words: ErrorWords | undefined) => {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!words) return String(status);
  if (status === 429) return words.tooMany;
  return status === 404 ? words.notFound : status === 503 ? words.unavailable : words.serverError;
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const languageQuery = useLanguageQuery();
  const seo = data ? alternateLinks(pathname, data.origins, languageQuery) : null;
  return (
    <html lang={data?.locale ?? SWISS_LOCALE.de}>
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
        {/* The SVG icon, the Apple touch icon and the web app manifest (public/, drawn from
            favicon.svg by `npm run marks`). `/favicon.ico` sits where browsers look for it without a
            link (docs/decisions/seo.md); validators want the touch icon linked. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The brand typeface is not preloaded: the page paints in its metric-matched fallback
            (docs/decisions/look-and-layout.md). */}
        <Links />
      </head>
      <body>
        {/* Cookie consent, first in the tab order; its forms are wired by the after-hydration chunk. */}
        {data?.consent ? (
          <div>
            <ConsentBar {...data.consent} />
          </div>
        ) : null}
        {data?.suggestion ? (
          <div>
            <LanguageSuggestion {...data.suggestion} />
          </div>
        ) : null}
        <Shell
          header={data?.header}
          country={data?.country}
          cart={data?.cart}
          newsletter={data?.newsletter}
          footer={data?.footer}
          help={data?.help}
          search={data?.search}
        >
          {children}
        </Shell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Partial: without the root's data (its own loader failed) there are no words.
  const { errors: words, common } = useMessages() as Partial<Messages>;
  const to = useLocalePath();
  const title = errorTitle(error, words);
  // The message thrown with a 404, 429 or 503 (e.g. "Failed to fetch product"), already in the
  // page's language, and a 404's reference (the request's id); never a 500's internals.
  const shown = isRouteErrorResponse(error) && [404, 429, 503].includes(error.status);
  const { message, reference } = shown ? errorDetail(error.data) : { message: null, reference: null };
  // A 404's search and the Shop menu's products and collections, from the root's data (issue 49).
  const root = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404 && root && words;
  const links = common ? (
    <p className={wayLinks}>
      <a href={to('/shop')}>{common.browseShop}</a>
      <a href={to('/stories')}>{common.readStories}</a>
      <a href={to('/')}>{common.homePage}</a>
    </p>
  ) : null;
  return (
    <section className={errorPage}>
      <h1>{title}</h1>
      <p>{message || words?.somethingWrong}</p>
      {reference && words ? <p>{format(words.reference, { reference })}</p> : null}
      {notFound ? (
        <NotFoundWays
          search={root.search}
          label={words.searchShop}
          shop={root.header.menu.find((s) => s.id === 'shop')}
        >
          {links}
        </NotFoundWays>
      ) : (
        links
      )}
    </section>
  );
}
