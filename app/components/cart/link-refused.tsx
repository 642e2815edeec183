// The page a refused marketing link (discount or cart permalink) answers with: why, and a way on
// (in the page's language).
import type { Messages } from '~/lib/i18n/messages/types';
import { useLocalePath } from '~/lib/i18n/use-messages';

export function LinkRefused({
  title,
  message,
  words,
}: {
  title: string;
  message: string;
  words: Pick<Messages['cartLink'], 'continueShopping' | 'goToCart'>;
}) {
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="link-refused">
      <h1 id="link-refused">{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href={localePath('/shop')}>{words.continueShopping}</a> · <a href={localePath('/cart')}>{words.goToCart}</a>
      </p>
    </section>
  );
}
