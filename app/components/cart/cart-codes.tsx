// Discount codes and gift cards in the cart summary: each applied one with a remove button (gift
// cards with the amount used and the balance left), and a form to apply another. Shopify's verdict
// shows at once; the input empties when a code went through.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CartContents } from '~/lib/cart/view';
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import { CartForm } from './cart-form';
import { useCartWords } from './cart-words';
import { useCartResult } from './use-cart-result';
import * as styles from './cart-codes.css';

export function CartCodes({ cart }: { cart: CartContents }) {
  const words = useCartWords();
  return (
    <>
      <CodeForm intent="discount" name="discountCode" label={words.discountCode} applied={words.appliedDiscountCodes}>
        {cart.discountCodes.map((d) => (
          <RemoveChip
            key={d.code}
            intent="discount-remove"
            fields={{ discountCode: d.code }}
            label={format(words.removeDiscountCode, { code: d.code })}
          >
            <span>{d.code}</span>
            <span className={styles.chipMeta}>{d.applicable ? words.applied : words.notApplicable}</span>
          </RemoveChip>
        ))}
      </CodeForm>
      <CodeForm intent="gift-card" name="giftCardCode" label={words.giftCardCode} applied={words.appliedGiftCards}>
        {cart.appliedGiftCards.map((g) => (
          <RemoveChip
            key={g.id}
            intent="gift-card-remove"
            fields={{ giftCardId: g.id }}
            label={format(words.removeGiftCard, { last: g.lastCharacters })}
          >
            <span>{format(words.giftCard, { last: g.lastCharacters })}</span>
            <span className={styles.chipMeta}>
              {format(words.giftCardUse, { used: formatMoney(g.amountUsed), left: formatMoney(g.balance) })}
            </span>
          </RemoveChip>
        ))}
      </CodeForm>
    </>
  );
}

function CodeForm({
  intent,
  name,
  label,
  applied,
  children,
}: {
  intent: string;
  name: string;
  label: string;
  /** The list of applied codes or cards, as a screen reader names it. */
  applied: string;
  children: React.ReactNode[];
}) {
  const words = useCartWords();
  const key = `code-${intent}`;
  const fetcher = useFetcher({ key });
  const result = useCartResult(fetcher.data);
  const input = useRef<HTMLInputElement>(null);
  const id = `cart-${intent}`;
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok && input.current) input.current.value = '';
  }, [fetcher.state, result]);
  const errors = result?.errors?.filter(Boolean) ?? [];
  return (
    <div className={styles.codeForm}>
      {children.length ? (
        <ul className={styles.chips} aria-label={applied}>
          {children}
        </ul>
      ) : null}
      <CartForm fetcher={fetcher} intent={intent} className={styles.codeForm}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.field}>
          <input ref={input} id={id} name={name} autoComplete="off" required maxLength={255} className={styles.input} />
          <button type="submit" disabled={fetcher.state !== 'idle'} className={styles.apply}>
            {words.apply}
          </button>
        </div>
        {errors.length ? (
          <p role="alert" className={styles.error}>
            {errors.join(' ')}
          </p>
        ) : result?.ok && result.notice ? (
          <p role="status" className={styles.done}>
            {result.notice}
          </p>
        ) : null}
      </CartForm>
    </div>
  );
}

function RemoveChip({
  intent,
  fields,
  label,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children: React.ReactNode;
}) {
  const words = useCartWords();
  const key = `${intent}-${Object.values(fields).join()}`;
  const fetcher = useFetcher({ key });
  const result = useCartResult(fetcher.data);
  // Optimistic: a pending removal hides the code at once.
  if (fetcher.state !== 'idle') return null;
  return (
    <li className={styles.chip}>
      <span className={styles.chipText}>{children}</span>
      <CartForm fetcher={fetcher} intent={intent} fields={fields}>
        <button type="submit" aria-label={label} className={styles.remove}>
          {words.remove}
        </button>
      </CartForm>
      {result?.errors?.length ? (
        <p role="alert" className={styles.error}>
          {result.errors.join(' ')}
        </p>
      ) : null}
    </li>
  );
}
