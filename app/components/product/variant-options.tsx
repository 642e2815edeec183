// Option values as links (?Size=…&Pack=…): switching variant works without JavaScript.
import { Link } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import type { OptionValueLink } from '~/lib/catalogue/product-options';
import * as styles from './product.css';

/**
 * The links come from the product loader (optionValueLinks), so no option logic ships to the
 * browser, nor the words that say a value is sold out: each link's label is made there. Without
 * JavaScript a choice loads a new page: its links end in #options, so the browser brings the
 * options back into view and the keyboard's next Tab goes on from them (docs/decisions/product-page.md). After
 * hydration the page stays where it is and keeps the focus, so the links go without the fragment.
 */
export function VariantOptions({ links }: { links: { name: string; values: OptionValueLink[] }[] }) {
  const hash = useHydrated() ? '' : '#options';
  return (
    <div id="options" tabIndex={-1}>
      {links.map((option) => (
        <fieldset key={option.name} className={styles.option}>
          <legend>{option.name}</legend>
          <ul className={styles.values}>
            {option.values.map((value) => (
              <li key={value.value}>
                <Link
                  to={value.search + hash}
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
    </div>
  );
}
