// The cart's shipping address (spec §7: buyer identity and shipping address): the saved one, and
// a form to set it (POST /cart intent=delivery-address; 303 without JavaScript, a fetcher with it).
// The country is the cart's market: another country is a country change (the footer's selector);
// its name comes from the server, in the page's language.
import { useFetcher } from 'react-router';
import type { CartContents } from '~/lib/cart/view';
import { format } from '~/lib/i18n/format';
import { CartForm } from './cart-form';
import { useCartWords } from './cart-words';
import { useCartResult } from './use-cart-result';
import * as styles from './cart.css';

type Address = Partial<Record<'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'zip', string | null>>;

const FIELDS = [
  ['firstName', 'given-name', false],
  ['lastName', 'family-name', false],
  ['address1', 'address-line1', true],
  ['address2', 'address-line2', false],
  ['zip', 'postal-code', true],
  ['city', 'address-level2', true],
] as const;

export function ShippingAddress({ cart }: { cart: CartContents }) {
  const words = useCartWords();
  const fetcher = useFetcher({ key: 'cart-address' });
  const result = useCartResult(fetcher.data);
  const saved: Address | undefined = cart.delivery.addresses.find((a) => a.selected)?.address;
  const country = cart.buyerIdentity.countryCode ?? 'CH';
  const lines = saved
    ? [[saved.firstName, saved.lastName], [saved.address1], [saved.address2], [saved.zip, saved.city]]
        .map((parts) => parts.filter(Boolean).join(' '))
        .filter(Boolean)
    : [];
  return (
    <details className={styles.address}>
      <summary>{words.shippingAddress}</summary>
      {lines.length ? (
        <address className={styles.notice} aria-label={words.savedAddress}>
          {lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {cart.countryName}
        </address>
      ) : null}
      <CartForm fetcher={fetcher} intent="delivery-address" fields={{ countryCode: country }}>
        <div className={styles.addressFields}>
          {FIELDS.map(([name, autoComplete, required]) => (
            <label key={name}>
              {required ? words.fields[name] : format(words.optional, { label: words.fields[name] })}
              <input
                name={name}
                autoComplete={`shipping ${autoComplete}`}
                defaultValue={saved?.[name] ?? ''}
                required={required}
                maxLength={255}
              />
            </label>
          ))}
        </div>
        <p className={styles.notice}>{format(words.country, { country: cart.countryName })}</p>
        {result?.errors?.length ? (
          <p role="alert" className={styles.alert}>
            {result.errors.join(' ')}
          </p>
        ) : null}
        {result?.ok ? <p role="status">{result.notice}</p> : null}
        <button type="submit" disabled={fetcher.state !== 'idle'}>
          {words.saveAddress}
        </button>
      </CartForm>
    </details>
  );
}
