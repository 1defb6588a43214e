import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { DESKTOP, PHONE } from './widths'

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, target size included. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// A skipped heading level is only 'moderate' to axe, but it is how screen reader users scan
// a page: checked everywhere, on top of the serious and critical findings.
const alsoRequired = ['heading-order']
const blocking = new Set(['serious', 'critical'])

type Finding = { id: string; impact: string | null; help: string; targets: string[] }

function describe({ id, impact, help, targets }: Finding): string {
  const more = targets.length > 5 ? ` and ${targets.length - 5} more` : ''
  return `${id} (${impact}) ${help}: ${targets.slice(0, 5).join(' | ')}${more}`
}

/**
 * Runs axe-core over the page as it is now and returns one line per finding that must be fixed:
 * rule, impact, the elements' selectors and what to do about it. Evaluated rather than injected
 * as a script tag, which the app's content security policy would refuse.
 */
export async function accessibilityFindings(page: Page): Promise<string[]> {
  // Once per document: a second check of the same page (at another width) reuses it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source)
  const findings = await page.locator('html').evaluate(
    async (root, { runOnly, extra }): Promise<Finding[]> => {
      const { axe: inPage } = globalThis as unknown as { axe: typeof axe }
      const results = await inPage.run(root, {
        runOnly: { type: 'tag', values: runOnly },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      })
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    { runOnly: tags, extra: alsoRequired },
  )
  return findings
    .filter((finding) => blocking.has(finding.impact ?? '') || alsoRequired.includes(finding.id))
    .map(describe)
}

/**
 * The findings at the desktop width, then again with the same page narrowed to a phone's, each
 * line saying at which width. The layout follows the window's width (media queries, never the
 * device), so one visit checks both; `settle` waits for what the narrow layout loads or animates.
 */
export async function findingsAtBothWidths(
  page: Page,
  settle: () => Promise<unknown>,
): Promise<string[]> {
  const findings: string[] = []
  for (const size of [DESKTOP, PHONE]) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size)
      await settle()
    }
    const atWidth = await accessibilityFindings(page)
    findings.push(...atWidth.map((finding) => `at ${size.width} px: ${finding}`))
  }
  return findings
}
