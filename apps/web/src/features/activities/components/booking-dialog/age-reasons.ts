import { type ActivityDetail, ageIneligibility, type Child } from '@afc/contracts'
import { calendarDateIn } from '@/lib/age'

type AgeRuled = Pick<ActivityDetail, 'minAge' | 'maxAge' | 'location' | 'upcomingSessions'>

/**
 * Why each child who may not come to the session may not, by child id: the server's age rule,
 * counted on the session's date at the venue so that the dialog and the server never disagree.
 */
export function ageReasons(
  activity: AgeRuled,
  sessionId: string,
  children: Child[],
  now = new Date(),
): Map<string, string> {
  const session = activity.upcomingSessions.find((candidate) => candidate.id === sessionId)
  if (!session) return new Map()
  return ageReasonsOn(activity, session.startsAt, children, now)
}

/** The same reasons, counted on the day of `startsAt` (a term's first session for an enrolment). */
export function ageReasonsOn(
  activity: Pick<AgeRuled, 'minAge' | 'maxAge' | 'location'>,
  startsAt: string,
  children: Child[],
  now = new Date(),
): Map<string, string> {
  const reasons = new Map<string, string>()
  // An activity without a venue is counted in UTC, as the server does.
  const timeZone = activity.location?.timeZone ?? 'UTC'
  const sessionDate = calendarDateIn(new Date(startsAt), timeZone)
  const today = calendarDateIn(now, timeZone)
  for (const child of children) {
    const reason = ageIneligibility({
      child,
      sessionDate,
      today,
      minAge: activity.minAge,
      maxAge: activity.maxAge,
    })
    if (reason) reasons.set(child.id, reason)
  }
  return reasons
}
