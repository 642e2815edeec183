import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
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
import { InlineStyles, StylesheetLinks } from '~/components/shell/inline-styles';
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
import { footerLinksHtml, footerSettingsHtml } from '~/components/shell/footer-links.server';
import { paymentMarksHtml } from '~/components/checkout/payment-marks.server';
import { paymentIcons } from '~/lib/checkout/payments';
// The consent bar is server HTML; its styles must still be in the first load.
import '~/components/consent/consent.css';
import { useNonce } from '~/lib/http/nonce';
import { alternateLinks } from '~/lib/seo/seo';
import '~/styles/global.css';
import { errorPage } from '~/components/shell/error-page.css';
import { languageSuggestionHtml, languageSwitchHtml } from '~/components/shell/language-switch.server';
import { suggestedLanguage } from '~/lib/i18n/choice.server';
import { splitLanguage, SWISS_LOCALE, type Language } from '~/lib/i18n/languages';
import { messagesFor, sections } from '~/lib/i18n/messages/index.server';
// The language switch and suggestion are server HTML; their styles must still be in the first load.
import '~/components/shell/language.css';
import type { Messages } from '~/lib/i18n/messages/types';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Started first, read alongside the cart; it never rejects (app/lib/shell/menu.server.ts).
  const menu = headerMenu(context);
  const cart = await cartBadge(context, url);
  // The US site speaks English only: no switch (docs/decisions/202).
  const switchable = !siteOrigins(context.appEnv, request).onUs;
  const { start, end } = headerMenusHtml(await menu, {
    accountUrl: `${storeOrigin(context.appEnv)}/account`,
    words: context.messages.menu,
    localePath: context.localePath,
    language: switchable ? { current: context.language, words: context.messages.language } : null,
  });
  const languages = switchable ? languageSwitchHtml(context.language, context.messages.language) : null;
  const payments = paymentMarksHtml(
    paymentIcons(context.market.country.code),
    context.messages.checkout.paymentMethods,
  );
  const consent = consentBar(context.appEnv, request, url, context);
  const origins = siteOrigins(context.appEnv, request);
  const { language } = context;
  // Server-rendered HTML goes into a document once (islands, docs/decisions/170).
  return {
    origins,
    language,
    locale: origins.onUs ? 'en-US' : SWISS_LOCALE[language],
    messages: sections(context.messages, 'common', 'language', 'shell', 'country', 'errors', 'seo'),
    suggestion: island(context, 'language-offer', languageOffer(request, language, origins.onUs)),
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
    footer: island(
      context,
      'footer-links',
      footerLinksHtml({ words: context.messages.footer, shop: context.messages.common.shop, ...context }),
    ),
    header: {
      start: island(context, 'header-start', start),
      end: island(context, 'header-end', end),
      language: island(context, 'header-language', languages?.header ?? null),
    },
    settings: island(
      context,
      'footer-settings',
      footerSettingsHtml(languages?.footer, context.messages.shell.cookieSettings, context.localePath('/consent')),
    ),
    consent: island(context, 'consent-bar', consent && consentBarHtml(consent)),
    // The chat orb's and the header search's words and paths in the page's language (their panels
    // load on use, with these).
    help: { words: context.messages.chat.ui, href: context.localePath('/help') },
    search: { words: context.messages.search.box, action: context.localePath('/search') },
  };
}

// Another of the site's languages the browser prefers, offered in that language (issue 31).
function languageOffer(request: Request, current: Language, onUs: boolean) {
  const offered = suggestedLanguage(request, current, onUs);
  return offered ? languageSuggestionHtml(offered, current, messagesFor(offered).language) : null;
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
  const seo = data ? alternateLinks(pathname, data.origins) : null;
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
        {/* The SVG icon and the web app manifest (public/, drawn from favicon.svg by `npm run marks`).
            `/favicon.ico` and `/apple-touch-icon.png` sit where browsers look for them without a
            link, so they cost the first load nothing (decision 196). */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The stylesheets' rules, so the first paint waits for no file (decision 275). The brand
            typeface is not preloaded: the page paints in its metric-matched fallback (decision 274). */}
        <InlineStyles />
      </head>
      <body onFocus={enhanceNewsletter} onSubmit={enhanceNewsletter}>
        {/* Cookie consent (server HTML, first in the tab order); wired by the after-hydration chunk. */}
        {data?.consent ? <Island island={data.consent} /> : null}
        {data?.suggestion ? <Island island={data.suggestion} /> : null}
        <Shell
          header={data?.header}
          country={data?.country}
          cart={data?.cart}
          newsletter={data?.newsletter}
          settings={data?.settings}
          help={data?.help}
          search={data?.search}
        >
          {children}
        </Shell>
        {/* The stylesheets as files, once hydrated, for the routes client navigations render (276). */}
        <StylesheetLinks />
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
  // Partial: without the root's data (its own loader failed) there are no words.
  const { errors: words, common } = useMessages() as Partial<Messages>;
  const to = useLocalePath();
  const title = errorTitle(error, words);
  // The message thrown with a 404, 429 or 503 (e.g. "Failed to fetch product"), already in the
  // page's language; never a 500's internals.
  const shown = isRouteErrorResponse(error) && [404, 429, 503].includes(error.status) && typeof error.data === 'string';
  const message = shown && (error.data as string);
  return (
    <section className={errorPage}>
      <h1>{title}</h1>
      <p>{message || words?.somethingWrong}</p>
      {common ? (
        <p>
          <a href={to('/shop')}>{common.browseShop}</a>
          <a href={to('/stories')}>{common.readStories}</a>
          <a href={to('/')}>{common.homePage}</a>
        </p>
      ) : null}
    </section>
  );
}
