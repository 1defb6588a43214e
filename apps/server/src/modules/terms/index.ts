// What other modules may use of terms: a course's terms as the public sees them, with their
// places left, prices and what a family may book now, and calling a term off.
export { listPublicTerms } from './public-terms.ts'
export { callOffTerm } from './term-cancel.ts'
