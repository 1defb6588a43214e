import type { RunDecision, RunDecisionResult } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { decideRun } from './decide-run.ts'
import type { RunTarget } from './run-subject.ts'

/**
 * The provider decides before the decision time whether their term or single session runs,
 * recorded with their account and address. Refused with a problem, changing nothing, when it is
 * not theirs, is of a term, has no minimum, or is decided, cancelled or begun already.
 */
export async function decideEarly(
  options: Notices & {
    db: Database
    jobs: JobQueue
    target: RunTarget
    vendorId: string
    actor: { id: string; email: string }
    decision: RunDecision
    now?: Date
  },
): Promise<RunDecisionResult> {
  const { vendorId, actor, decision } = options
  const result = await decideRun({
    ...options,
    decider: {
      decidedBy: 'provider',
      vendorId,
      actorId: actor.id,
      actorEmail: actor.email,
      decision,
    },
  })
  // A provider's decision either is recorded or is refused with a problem; never nothing.
  if (!result) throw new Error('An early decision recorded nothing')
  return result
}
