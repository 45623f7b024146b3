import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { onTestFinished } from 'vitest';
import { baseUrl } from './browser.ts';

/** axe-core's script from node_modules: injected into the page, never downloaded. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * What axe checks: WCAG 2.1 A and AA (colour contrast among them) and its best practices (heading
 * order, landmarks), plus "label-content-name-mismatch" (a button's name holds its visible words),
 * which axe ships switched off.
 */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * A page for axe: the script goes in as an inline tag, which the app's content security policy
 * refuses, so this context bypasses the policy (vehicle-ids.e2e.ts checks the policy itself).
 */
export async function openAxePage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, bypassCSP: true });
  onTestFinished(() => context.close());
  return context.newPage();
}

/** axe's violations on the page as it is now, one line each: the rule, then the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load');
    return (await window.axe.run(document, options)).violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    }));
  }, OPTIONS);
  return results.map((v) => `${v.id} (${v.help}): ${v.nodes.join(' | ')}`);
}
