// The product page's add-to-cart button (shared contract: POST /cart intent=add). Kept free of
// shared cart code: it is on the product page's first load. Before hydration it carries
// redirectTo (303 back here); after it, a fetcher posts without it and gets data.
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import { form } from './add-to-cart.css';

export function AddToCartForm({ variantId, available }: { variantId: string | undefined; available: boolean }) {
  const fetcher = useFetcher<{ errors?: string[]; messages?: string[] }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const canAdd = available && Boolean(variantId);
  const note = fetcher.data?.errors?.[0] ?? fetcher.data?.messages?.[0];
  return (
    <fetcher.Form method="post" action="/cart" className={form}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={variantId ?? ''} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <label>
        Quantity
        <input type="number" name="quantity" defaultValue={1} min={1} max={99} />
      </label>
      <button type="submit" disabled={!canAdd || fetcher.state !== 'idle'}>
        {canAdd ? 'Add to cart' : 'Sold out'}
      </button>
      {note ? <p role="alert">{note}</p> : null}
    </fetcher.Form>
  );
}
