// Quantity of one cart line (spec §5): decrease disabled at 1, increase at 99; a typed value above
// 99 becomes 99; a typed 0 removes the line, with or without JavaScript (docs/decisions/cart.md); a
// non-number resets to the current quantity on blur. Each button is its own form, so it works
// without JavaScript; the typed quantity's form has an Update button only then (with JavaScript,
// Enter or leaving the box sends it).
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { MAX_QUANTITY, MIN_QUANTITY, normaliseTypedQuantity } from '~/lib/cart/limits';
import { format } from '~/lib/i18n/format';
import { CartForm } from './cart-form';
import { useCartPath, useCartWords } from './cart-words';
import { cartChangeStarted } from './use-cart-result';
import * as styles from './cart.css';

export function QuantityControl({
  lineId,
  quantity,
  title,
  onChange,
}: {
  lineId: string;
  quantity: number;
  title: string;
  onChange?: (next: number) => void;
}) {
  const words = useCartWords();
  const cartPath = useCartPath();
  const fetcher = useFetcher({ key: `line-${lineId}` });
  const pending = fetcher.formData?.get('quantity');
  const shown =
    typeof pending === 'string' && /^\d+$/.test(pending) ? Math.min(Number(pending), MAX_QUANTITY) : quantity;
  const [typed, setTyped] = useState<string | null>(null);
  const set = (next: number) => {
    onChange?.(next);
    cartChangeStarted();
    const form = new FormData();
    form.set('intent', 'update');
    form.set('lineId', lineId);
    form.set('quantity', String(next));
    void fetcher.submit(form, { method: 'post', action: cartPath });
  };
  // The typed quantity, by the blur rules; once sent (or reset) there is nothing left to send.
  const commit = () => {
    if (typed === null) return;
    const next = normaliseTypedQuantity(typed, shown);
    setTyped(null);
    if (next !== shown) set(next);
  };
  const fields = { lineId };
  return (
    <div className={styles.row}>
      <CartForm fetcher={fetcher} intent="update" fields={{ ...fields, quantity: String(shown - 1) }}>
        <button
          type="submit"
          disabled={shown <= MIN_QUANTITY}
          aria-label={format(words.decrease, { title })}
          onClick={(e) => {
            e.preventDefault();
            set(shown - 1);
          }}
        >
          −
        </button>
      </CartForm>
      <CartForm fetcher={fetcher} intent="update" fields={fields}>
        <input
          className={styles.quantity}
          type="text"
          pattern="[0-9]*"
          name="quantity"
          inputMode="numeric"
          aria-label={format(words.quantityOf, { title })}
          value={typed ?? String(shown)}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
        />
        {/* Only without JavaScript: with it, Enter or leaving the box sends the quantity. In a
            <noscript>, not removed on hydration, so the stepper never changes width (no layout shift). */}
        <noscript>
          <button type="submit" aria-label={format(words.updateQuantityOf, { title })}>
            {words.update}
          </button>
        </noscript>
      </CartForm>
      <CartForm fetcher={fetcher} intent="update" fields={{ ...fields, quantity: String(shown + 1) }}>
        <button
          type="submit"
          disabled={shown >= MAX_QUANTITY}
          aria-label={format(words.increase, { title })}
          onClick={(e) => {
            e.preventDefault();
            set(shown + 1);
          }}
        >
          +
        </button>
      </CartForm>
    </div>
  );
}
