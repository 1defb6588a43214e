import type { SessionCreateResult } from '../../api/create-vendor-sessions'
import { pluralize } from '../../lib/plural'

/** '8 sessions added, 2 skipped because a session already exists at that time'. */
export function creationSummary({ created, skipped }: SessionCreateResult): string {
  const added =
    created.length === 0 ? 'No new sessions added' : `${pluralize(created.length, 'session')} added`
  if (skipped === 0) return added
  return `${added}, ${skipped} skipped because a session already exists at that time`
}
