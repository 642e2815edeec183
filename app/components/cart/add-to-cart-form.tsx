// The product page's add-to-cart button (shared contract: POST /cart intent=add, in the page's
// language: /fr/cart). Kept free of shared cart code: it is on the product page's first load; its
// words and the cart's path come with the product loader's data. Before hydration it carries
// redirectTo (303 back here); after it, a fetcher posts without it and gets data.
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import type { Messages } from '~/lib/i18n/messages/types';
import { form } from './add-to-cart.css';

export function AddToCartForm({
  variantId,
  available,
  words,
  cartPath,
}: {
  variantId: string | undefined;
  available: boolean;
  words: Pick<Messages['product'], 'quantity' | 'addToCart' | 'soldOut'>;
  cartPath: string;
}) {
  const fetcher = useFetcher<{ errors?: string[]; messages?: string[] }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const canAdd = available && Boolean(variantId);
  const busy = fetcher.state !== 'idle';
  const note = fetcher.data?.errors?.[0] ?? fetcher.data?.messages?.[0];
  return (
    <fetcher.Form method="post" action={cartPath} className={form}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={variantId ?? ''} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <label>
        {words.quantity}
        <input type="number" name="quantity" defaultValue={1} min={1} max={99} />
      </label>
      {/* Busy, not disabled, while the add runs: a disabled button drops the keyboard's focus to the
          page's body; the cart panel then opens from here and gives it back here when it closes. */}
      <button
        type="submit"
        disabled={!canAdd}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {canAdd ? words.addToCart : words.soldOut}
      </button>
      {note ? <p role="alert">{note}</p> : null}
    </fetcher.Form>
  );
}
