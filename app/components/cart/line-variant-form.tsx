// Replace a cart line (spec §7): another variant of the same product in the same line, keeping its
// quantity. A real form (no JavaScript: a "Change" button, 303 back to /cart); with JavaScript the
// choice is sent as soon as it is made, through the line's fetcher.
import { useId } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import type { CartLineView } from '~/lib/cart/view';
import { CartForm } from './cart-form';
import * as styles from './cart.css';

export function LineVariantForm({ line, fetcher }: { line: CartLineView; fetcher: FetcherWithComponents<unknown> }) {
  const hydrated = useHydrated();
  const id = useId();
  const { merchandise } = line;
  const variants = merchandise.product.variants.nodes;
  if (variants.length < 2) return null;
  // While a change is under way the list shows the variant asked for.
  const pending = fetcher.formData?.get('merchandiseId');
  const selected = typeof pending === 'string' ? pending : merchandise.id;
  return (
    <CartForm fetcher={fetcher} intent="replace" fields={{ lineId: line.id }} className={styles.row}>
      <label htmlFor={id} className={styles.muted}>
        Variant
      </label>
      <select
        id={id}
        name="merchandiseId"
        className={styles.variant}
        value={selected}
        aria-label={`Variant of ${merchandise.product.title}`}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {variants.map((variant) => (
          <option
            key={variant.id}
            value={variant.id}
            disabled={!variant.availableForSale && variant.id !== merchandise.id}
          >
            {variant.title}
            {variant.availableForSale ? '' : ' (sold out)'}
          </option>
        ))}
      </select>
      {hydrated ? null : <button type="submit">Change</button>}
    </CartForm>
  );
}
