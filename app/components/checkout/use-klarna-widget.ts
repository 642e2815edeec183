// Klarna's browser widget on the Klarna page: its script (with this document's CSP nonce), its form
// in #klarna-payments, and whether it is ready to authorise.
import { useEffect, useState } from 'react';

declare global {
  interface Window {
    Klarna?: {
      Payments: {
        init(options: { client_token: string }): void;
        load(
          options: { container: string; payment_method_category: string },
          callback: (r: { show_form: boolean }) => void,
        ): void;
        authorize(
          options: { payment_method_category: string },
          data: Record<string, unknown>,
          callback: (r: { approved: boolean; authorization_token?: string }) => void,
        ): void;
      };
    };
  }
}

export function useKlarnaWidget(widgetUrl: string | null, clientToken: string | null, category: string | null) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!widgetUrl || window.Klarna || document.querySelector(`script[src="${widgetUrl}"]`)) return;
    // Klarna's widget, with this document's CSP nonce (read from a script React Router rendered).
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    document.head.append(script);
  }, [widgetUrl]);

  useEffect(() => {
    if (!clientToken || !category) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const klarna = window.Klarna?.Payments;
      if (!klarna && ++tries < 100) return;
      window.clearInterval(timer);
      if (!klarna) return;
      klarna.init({ client_token: clientToken });
      klarna.load({ container: '#klarna-payments', payment_method_category: category }, () => setReady(true));
    }, 100);
    return () => window.clearInterval(timer);
  }, [clientToken, category]);

  return ready;
}
