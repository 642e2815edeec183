// The page a refused marketing link (discount or cart permalink) answers with: why, and a way on.
export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="link-refused">
      <h1 id="link-refused">{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href="/shop">Continue shopping</a> · <a href="/cart">Go to your cart</a>
      </p>
    </section>
  );
}
