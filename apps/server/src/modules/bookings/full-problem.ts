import { HttpProblem } from '../../lib/http-problem.ts'

/** 409 'Full': none left, or how many are left, in the session or the term that was asked for. */
export function fullProblem(options: { seats: number; taken: number; of: 'session' | 'term' }) {
  const left = Math.max(0, options.seats - options.taken)
  return new HttpProblem({
    status: 409,
    title: 'Full',
    detail:
      left === 0
        ? `This ${options.of} is full.`
        : `Only ${left} place${left === 1 ? '' : 's'} left in this ${options.of}.`,
  })
}
