import { imageUrl, thumbSrcSet } from '~/lib/media/image-url';
import { useFetcher } from 'react-router';
import { track } from '~/lib/analytics/events';
import type { CartLineView } from '~/lib/cart/view';
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import { useLocalePath } from '~/lib/i18n/use-messages';
import { CartForm } from './cart-form';
import { useCartWords } from './cart-words';
import { QuantityControl } from './quantity-control';
import { LineVariantForm } from './line-variant-form';
import { useCartResult } from './use-cart-result';
import * as styles from './cart.css';
import { useImageLoading } from '~/components/media/image-loading';

const lineProperties = (line: CartLineView) => ({
  product_id: line.merchandise.product.id,
  variant: line.merchandise.id,
  sku: line.merchandise.sku,
  name: line.merchandise.product.title,
  price: Number(line.merchandise.price.amount),
  currency: line.merchandise.price.currencyCode,
  quantity: line.quantity,
});

export function CartLineItem({ line }: { line: CartLineView }) {
  const words = useCartWords();
  const localePath = useLocalePath();
  const loading = useImageLoading();
  const remove = useFetcher({ key: `remove-${line.id}` });
  const quantityFetcher = useFetcher({ key: `line-${line.id}` });
  const replace = useFetcher({ key: `replace-${line.id}` });
  const replaceResult = useCartResult(replace.data);
  // Shown once: a later cart change clears them (a stock message must not stick).
  const quantityResult = useCartResult(quantityFetcher.data);
  const removeResult = useCartResult(remove.data);
  const notes = [
    ...(quantityResult?.errors ?? []),
    ...(quantityResult?.messages ?? []),
    ...(removeResult?.errors ?? []),
    ...(replaceResult?.errors ?? []),
    ...(replaceResult?.messages ?? []),
  ];
  const pendingQuantity = quantityFetcher.formData?.get('quantity');
  // Optimistic: a pending removal (or quantity 0) hides the line at once.
  if (remove.state !== 'idle' || pendingQuantity === '0') return null;
  const { merchandise } = line;
  const title = merchandise.product.title;
  // The variant shows once: in its list when the shopper can change it, else as a line of text.
  const variantTitle =
    merchandise.title === 'Default Title' || merchandise.product.variants.nodes.length > 1 ? null : merchandise.title;
  return (
    <li className={styles.line}>
      {merchandise.image ? (
        <img
          className={styles.image}
          // A 72 px thumbnail through Shopify's image transforms, not the full-size image.
          src={imageUrl(merchandise.image.url, 72, 72)}
          srcSet={thumbSrcSet(merchandise.image.url, 72)}
          alt={merchandise.image.altText ?? title}
          width={72}
          height={72}
          loading={loading}
        />
      ) : (
        <span />
      )}
      <div className={styles.lineBody}>
        <a href={localePath(`/shop/${merchandise.product.handle}`)}>
          <strong>{title}</strong>
        </a>
        {variantTitle ? <p className={styles.muted}>{variantTitle}</p> : null}
        <p className={styles.muted}>
          {format(words.unitAndTotal, {
            price: formatMoney(line.cost.amountPerQuantity),
            total: formatMoney(line.cost.totalAmount),
          })}
        </p>
        {notes.length ? (
          <p role="alert" className={styles.notice}>
            {notes.join(' ')}
          </p>
        ) : null}
        {line.shipsFromSwitzerland ? <p className={styles.notice}>{words.switzerlandNotice}</p> : null}
        <LineVariantForm line={line} fetcher={replace} />
        <div className={styles.row}>
          <QuantityControl
            lineId={line.id}
            quantity={line.quantity}
            title={title}
            onChange={(next) =>
              track(next === 0 ? 'Product Removed' : 'Product Quantity Updated', {
                ...lineProperties(line),
                quantity: next,
              })
            }
          />
          <CartForm fetcher={remove} intent="remove" fields={{ lineId: line.id }}>
            <button
              type="submit"
              aria-label={format(words.removeItem, { title })}
              onClick={() => track('Product Removed', lineProperties(line))}
            >
              {words.remove}
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );
}
