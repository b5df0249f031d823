import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules (A and AA of 2.0, 2.1 and 2.2). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page (or the part `include` names) and answers the serious and critical
 * violations, each as `rule: where`, so a failing test says what to mend. Lesser findings are
 * printed, not failed.
 */
export async function seriousAccessibilityViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.id} (${v.impact}): ${v.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `${node.target.join(' ')}${process.env.AXE_DETAIL ? ` ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}` : ''}`,
      )
      .join(', ')}`;
  const lesser = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (lesser.length > 0) console.log(`axe, not failing: ${lesser.map(describe).join('; ')}`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}
