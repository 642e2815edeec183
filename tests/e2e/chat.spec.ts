// The 'Need help?' chat from the shopper's side: the orb and its panel with JavaScript (project
// "js"), the /help page without ("no-js"), and axe on both.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { format } from '../../app/lib/i18n/format';
import { de } from '../../app/lib/i18n/messages/de';
import { asNewClient, expect, gotoHydrated, test } from './fixtures';

// The spec's paths are the German site's pages: the chat's words are the German catalogue's.
const UI = de.chat.ui;
const ANSWERS = de.chat.answers;

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function openPanel(page: Page, path = '/shop/sharkblades') {
  await gotoHydrated(page, path);
  // Hydrated: a click before that is a plain link to /help.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: UI.orb }).click();
  const panel = page.getByRole('dialog', { name: UI.title });
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, scope: ReturnType<Page['getByRole']>, question: string) {
  await scope.getByLabel(UI.question).fill(question);
  await scope.getByRole('button', { name: UI.send }).click();
}

test('the orb opens the chat in place: ask, follow the source, minimize, reopen, restart', async ({
  page,
  javaScript,
}) => {
  test.skip(!javaScript, 'without JavaScript the orb is a link to /help');
  await asNewClient(page);
  let panel = await openPanel(page);
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(panel.getByLabel(UI.question)).toBeFocused();
  // The panel's styles came with its chunk.
  await expect(panel).toHaveCSS('position', 'fixed');

  await ask(page, panel, 'What is your refund policy?');
  const conversation = panel.getByRole('list', { name: UI.conversation });
  await expect(conversation).toContainText('What is your refund policy?');
  await expect(conversation).toContainText(format(ANSWERS.returns, { days: 30 }));
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(panel.getByLabel(UI.question)).toHaveValue('');
  await expect(panel.getByLabel(UI.question)).toBeFocused();

  // The source's title is the policy's own (in the page's language once the shop translates it).
  const source = conversation.locator('a[href="/legal/refund-policy"]');
  await expect(source).toBeVisible();
  const loaded = page.waitForResponse((r) => /\/legal\/refund-policy(\.data)?(\?|$)/.test(r.url()));
  await source.click();
  expect((await loaded).status()).toBe(200);
  await expect(page).toHaveURL(/\/legal\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The conversation is the visitor’s (kept server-side, docs/decisions/chat.md): it is there on the next page.
  panel = await openPanel(page, '/legal/refund-policy');
  await expect(panel.getByRole('list', { name: UI.conversation })).toContainText('What is your refund policy?');

  const orb = page.getByRole('link', { name: UI.orb });
  await panel.getByRole('button', { name: UI.minimize }).click();
  await expect(panel).toBeHidden();
  await expect(orb).toBeFocused();
  await orb.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: UI.conversation })).toContainText('What is your refund policy?');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(orb).toBeFocused();

  await orb.click();
  await panel.getByRole('button', { name: UI.restart }).click();
  await expect(panel.getByText(UI.empty)).toBeVisible();
  await expect(panel).not.toContainText('What is your refund policy?');
  await page.reload();
  panel = await openPanel(page, '/legal/refund-policy');
  await expect(panel.getByText(UI.empty)).toBeVisible();
  await expect(panel).not.toContainText('What is your refund policy?');
});

test('without JavaScript the orb leads to /help, where Send posts and comes back (303)', async ({
  page,
  javaScript,
}) => {
  test.skip(javaScript, 'with JavaScript the orb opens the panel');
  await asNewClient(page);
  await gotoHydrated(page, '/shop/sharkblades');
  const orb = page.getByRole('link', { name: UI.orb });
  await expect(orb).toHaveAttribute('href', '/help');
  await orb.click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: UI.title })).toBeVisible();
  // On the chat page the orb would only lead to itself.
  await expect(page.getByRole('link', { name: UI.orb })).toBeHidden();

  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/help$/.test(r.url()));
  await ask(page, page.getByRole('main'), 'Can I pay with Klarna?');
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(/\/help$/);
  const conversation = page.getByRole('list', { name: UI.conversation });
  await expect(conversation).toContainText('Can I pay with Klarna?');
  await expect(conversation).toContainText('Für Bestellungen mit Lieferland Schweiz gibt es Klarna nicht.');
  await expect(conversation.getByRole('link', { name: ANSWERS.klarnaTitle })).toBeVisible();

  const restarted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/help$/.test(r.url()));
  await page.getByRole('main').getByRole('button', { name: UI.restart }).click();
  expect((await restarted).status()).toBe(303);
  await expect(page.getByText(UI.empty)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Can I pay with Klarna?');
});

for (const width of [375, 1280]) {
  test(`the open panel with an answer has no axe violations at ${width} px`, async ({ page, javaScript }) => {
    test.skip(!javaScript, 'axe runs as a script in the page; the panel needs JavaScript');
    await asNewClient(page);
    await page.setViewportSize({ width, height: 800 });
    const panel = await openPanel(page);
    await ask(page, panel, 'How long does delivery take?');
    await expect(panel.getByRole('list', { name: UI.conversation })).toContainText(
      'Die Lieferung dauert 1–3 Werktage.',
    );
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('/help with an answer has no axe violations', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'axe runs as a script in the page');
  await asNewClient(page);
  await gotoHydrated(page, '/help');
  await page.waitForLoadState('networkidle');
  await ask(page, page.getByRole('main'), 'What is your refund policy?');
  await expect(page.getByRole('list', { name: UI.conversation })).toContainText(format(ANSWERS.returns, { days: 30 }));
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
