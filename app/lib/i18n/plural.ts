// A counted message in the form the language's plural rules choose ("{count} item" / "{count}
// items"): French says "0 article", English "0 items". One Intl.PluralRules per language and
// isolate (it holds no request's data). Plain strings in, so the catalogue stays data.
import { format } from './format';

const rules = new Map<string, Intl.PluralRules>();

export function plural(language: string, count: number, one: string, other: string, values = {}): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return format(rule.select(count) === 'one' ? one : other, { ...values, count });
}
