// What other modules may use of registration: checking a booking's answers and waiver before it
// is written, writing them with it, a booked child's answers for the provider's lists, and a
// child's answers and signatures for the parent's copy and for forgetting them.
export {
  type CheckedRegistration,
  checkRegistration,
  recordRegistration,
} from './booking-registration.ts'
export { childRegistration, forgetRegistration } from './child-registration.ts'
export { bookingRegistrationRoutes } from './parent-routes.ts'
export { participantAnswers, rosterAnswers } from './participant-answers.ts'
export { vendorRegistrationRoutes } from './routes.ts'
