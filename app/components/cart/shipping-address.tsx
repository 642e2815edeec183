// The cart's shipping address (spec §7: buyer identity and shipping address): the saved one, and
// a form to set it (POST /cart intent=delivery-address; 303 without JavaScript, a fetcher with it).
// The country is the cart's market: another country is a country change (the footer's selector).
import { useFetcher } from 'react-router';
import type { CartContents } from '~/lib/cart/view';
import { countryName } from '~/lib/country/country-name';
import { CartForm } from './cart-form';
import { useCartResult } from './use-cart-result';
import * as styles from './cart.css';

type Address = Partial<Record<'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'zip', string | null>>;

const FIELDS = [
  ['firstName', 'First name', 'given-name', false],
  ['lastName', 'Last name', 'family-name', false],
  ['address1', 'Address', 'address-line1', true],
  ['address2', 'Address line 2', 'address-line2', false],
  ['zip', 'Postal code', 'postal-code', true],
  ['city', 'City', 'address-level2', true],
] as const;

export function ShippingAddress({ cart }: { cart: CartContents }) {
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
      <summary>Shipping address</summary>
      {lines.length ? (
        <address className={styles.notice} aria-label="Saved shipping address">
          {lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {countryName(country)}
        </address>
      ) : null}
      <CartForm fetcher={fetcher} intent="delivery-address" fields={{ countryCode: country }}>
        <div className={styles.addressFields}>
          {FIELDS.map(([name, label, autoComplete, required]) => (
            <label key={name}>
              {label}
              {required ? '' : ' (optional)'}
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
        <p className={styles.notice}>Country: {countryName(country)}</p>
        {result?.errors?.length ? (
          <p role="alert" className={styles.alert}>
            {result.errors.join(' ')}
          </p>
        ) : null}
        {result?.ok ? <p role="status">{result.notice}</p> : null}
        <button type="submit" disabled={fetcher.state !== 'idle'}>
          Save address
        </button>
      </CartForm>
    </details>
  );
}
