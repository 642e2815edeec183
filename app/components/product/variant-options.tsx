// Option values as links (?Size=…&Pack=…): switching variant works without JavaScript.
import { Link } from 'react-router';
import type { OptionValueLink } from '~/lib/catalogue/product-options';
import * as styles from './product.css';

/**
 * The links come from the product loader (optionValueLinks), so no option logic ships to the
 * browser, nor the words that say a value is sold out: each link's label is made there.
 */
export function VariantOptions({ links }: { links: { name: string; values: OptionValueLink[] }[] }) {
  return (
    <>
      {links.map((option) => (
        <fieldset key={option.name} className={styles.option}>
          <legend>{option.name}</legend>
          <ul className={styles.values}>
            {option.values.map((value) => (
              <li key={value.value}>
                <Link
                  to={value.search}
                  replace
                  preventScrollReset
                  aria-current={value.selected ? 'true' : undefined}
                  className={value.selected ? styles.valueSelected : styles.value}
                >
                  {value.label}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
