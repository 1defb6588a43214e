/** What decides whether a family may use a code on a booking, read under the code's lock. */
export type CodeStanding = {
  /** As the provider wrote it, for the sentences. */
  code: string
  kind: 'discount' | 'scholarship'
  /** The provider whose code it is; null for a platform code, good with every provider. */
  vendorId: string | null
  active: boolean
  startsOn: string | null
  endsOn: string | null
  totalUses: number | null
  usesPerFamily: number | null
  /** The activities it is limited to; null for all of its provider's (or every provider's). */
  activityIds: string[] | null
  usesTaken: number
  familyUsesTaken: number
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})
/** 'YYYY-MM-DD' as 'March 1, 2027'. */
const readable = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/**
 * Why a code cannot lower this booking, in a sentence the family reads; null when it can.
 * `today` is the day at the venue of the activity booked. The checks go from what the family
 * can do least about (the code is not for this) to what is about them (their own uses).
 */
export function codeRefusal(options: {
  code: CodeStanding
  vendorId: string
  activityId: string
  today: string
  /** Children on the booking: a scholarship place is one child's. */
  children: number
}): string | null {
  const { code, vendorId, activityId, today, children } = options
  const name = code.code.toUpperCase()
  const forThis =
    (code.vendorId === null || code.vendorId === vendorId) &&
    (code.activityIds === null || code.activityIds.includes(activityId))
  if (!forThis) return `The code ${name} is not for this activity.`
  if (code.kind === 'scholarship' && children > 1) {
    return `The code ${name} is a scholarship place for one child: book each child on their own.`
  }
  if (!code.active) return `The code ${name} is no longer offered.`
  if (code.startsOn && today < code.startsOn) {
    return `The code ${name} can be used from ${readable(code.startsOn)}.`
  }
  if (code.endsOn && today > code.endsOn)
    return `The code ${name} expired on ${readable(code.endsOn)}.`
  if (code.totalUses !== null && code.usesTaken >= code.totalUses) {
    return `The code ${name} has been used up.`
  }
  if (code.usesPerFamily !== null && code.familyUsesTaken >= code.usesPerFamily) {
    return `You have already used the code ${name} as many times as it allows.`
  }
  return null
}

/** The sentence for a code no provider and not the platform has. */
export const unknownCode = (typed: string) => `There is no code ${typed.toUpperCase()}.`
