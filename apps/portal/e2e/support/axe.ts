import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA: the rule set the journeys hold every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selectors left out of the scan (e.g. a third-party frame). */
  exclude?: string[];
  /** Rule ids switched off, each with a reason in the calling test. */
  disableRules?: string[];
  /** Only the rules of these axe tags (e.g. wcag2a, wcag21aa); all of axe's defaults when absent. */
  tags?: string[];
}

/**
 * Runs axe on the page as it is now and fails with one readable line per violation. Same rule set as
 * the Storybook a11y tests (axe's defaults: WCAG 2.x A/AA and best practices).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.tags?.length) builder = builder.withTags(options.tags);
  const { violations } = await builder.analyze();
  const lines = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}
