// A bare error document for what the worker answers before React Router renders (a refusal, a
// configuration it must not run with, an unexpected failure): no shell, no styles, no script; in
// the language of the request's path.
export function PlainErrorPage({ title, message, lang }: { title: string; message: string; lang: string }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
        </main>
      </body>
    </html>
  );
}
