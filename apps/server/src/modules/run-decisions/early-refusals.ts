import type { RunDecision } from '@afc/contracts'
import { conflict, type HttpProblem, notFound, unprocessable } from '../../lib/http-problem.ts'
import type { RunSubject, RunTarget } from './run-subject.ts'

export const SESSION_OF_TERM = 'A session of a term runs with its term: decide on the term.'

const noun = (target: RunTarget) => (target.kind === 'term' ? 'term' : 'session')

export const notFoundSentence = (target: RunTarget) =>
  target.kind === 'term' ? 'Term not found' : 'Session not found'
export const noMinimum = (target: RunTarget) =>
  `This ${noun(target)} has no minimum, so it runs whatever the number.`
export const alreadyDecided = (target: RunTarget, decision: RunDecision) =>
  `Whether this ${noun(target)} runs is already decided: it ${decision === 'runs' ? 'runs' : 'was cancelled'}.`
export const cannotRun = (target: RunTarget) =>
  `This ${noun(target)} is cancelled, so it cannot run.`
export const alreadyCancelled = (target: RunTarget) => `This ${noun(target)} is already cancelled.`
export const alreadyStarted = (target: RunTarget) =>
  `This ${noun(target)} has already started, so whether it runs can no longer be decided.`

/**
 * Why the provider may not decide now, or null when they may: another provider's term or session
 * is not found; one of a term, one without a minimum, one decided or cancelled, or one begun is
 * refused with a sentence saying so.
 */
export function earlyDecisionRefusal(options: {
  subject: RunSubject | undefined
  target: RunTarget
  vendorId: string
  decision: RunDecision
  now: Date
}): HttpProblem | null {
  const { subject, target, decision } = options
  if (!subject || subject.vendorId !== options.vendorId) return notFound(notFoundSentence(target))
  if (subject.ofTerm !== null) return unprocessable(SESSION_OF_TERM)
  if (subject.minPlaces === null) return unprocessable(noMinimum(target))
  if (subject.cancelled && decision === 'runs') return conflict(cannotRun(target))
  if (subject.decision !== null) return conflict(alreadyDecided(target, subject.decision))
  if (subject.cancelled) return conflict(alreadyCancelled(target))
  if (subject.firstStart.getTime() <= options.now.getTime()) return conflict(alreadyStarted(target))
  return null
}
