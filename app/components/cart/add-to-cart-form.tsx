// The product page's add-to-cart button (shared contract: POST /cart intent=add).
import { useLocation, useFetcher } from 'react-router';
import { CartForm } from './cart-form';

export function AddToCartForm({ variantId, available }: { variantId: string | undefined; available: boolean }) {
  const fetcher = useFetcher<{ errors?: string[]; messages?: { message: string }[] }>();
  const location = useLocation();
  const pending = fetcher.state !== 'idle';
  const errors = [...(fetcher.data?.errors ?? []), ...(fetcher.data?.messages?.map((m) => m.message) ?? [])];
  return (
    <CartForm
      fetcher={fetcher}
      intent="add"
      fields={{ merchandiseId: variantId ?? '', quantity: '1' }}
      redirectTo={location.pathname + location.search}
    >
      <button type="submit" disabled={!available || !variantId || pending} aria-disabled={!available || undefined}>
        {available && variantId ? (pending ? 'Adding…' : 'Add to cart') : 'Sold out'}
      </button>
      {errors.length ? <p role="alert">{errors.join(' ')}</p> : null}
    </CartForm>
  );
}
