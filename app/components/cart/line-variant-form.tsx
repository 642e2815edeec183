// Replace a cart line (spec §7): another variant of the same product in the same line, keeping its
// quantity. The list is also where the line shows its variant (once: no text line beside it); its
// name says what it is ("Variant of Sharkblades"). A real form with a "Change" button: without JavaScript it posts (303 back to /cart);
// with it the same button sends the choice through the line's fetcher. Choosing in the list alone
// sends nothing (WCAG 3.2.2: changing a setting does not act by itself).
import type { FetcherWithComponents } from 'react-router';
import type { CartLineView } from '~/lib/cart/view';
import { format } from '~/lib/i18n/format';
import { CartForm } from './cart-form';
import { useCartWords } from './cart-words';
import * as styles from './cart.css';

export function LineVariantForm({ line, fetcher }: { line: CartLineView; fetcher: FetcherWithComponents<unknown> }) {
  const words = useCartWords();
  const { merchandise } = line;
  const variants = merchandise.product.variants.nodes;
  if (variants.length < 2) return null;
  const title = merchandise.product.title;
  return (
    <CartForm fetcher={fetcher} intent="replace" fields={{ lineId: line.id }} className={styles.variantRow}>
      {/* Uncontrolled: it keeps the shopper's choice; a changed line (new variant) starts afresh. */}
      <select
        key={merchandise.id}
        name="merchandiseId"
        className={styles.variant}
        defaultValue={merchandise.id}
        aria-label={format(words.variantOf, { title })}
      >
        {variants.map((variant) => (
          <option
            key={variant.id}
            value={variant.id}
            disabled={!variant.availableForSale && variant.id !== merchandise.id}
          >
            {variant.availableForSale ? variant.title : format(words.soldOut, { value: variant.title })}
          </option>
        ))}
      </select>
      <button type="submit" aria-label={format(words.changeVariantOf, { title })} disabled={fetcher.state !== 'idle'}>
        {words.change}
      </button>
    </CartForm>
  );
}
