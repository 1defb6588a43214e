// What other modules may use of registration: checking a booking's answers and waiver before it
// is written, writing them with it, and a booked child's answers for the provider's lists.
export {
  type CheckedRegistration,
  checkRegistration,
  recordRegistration,
} from './booking-registration.ts'
export { bookingRegistrationRoutes } from './parent-routes.ts'
export { participantAnswers } from './participant-answers.ts'
export { vendorRegistrationRoutes } from './routes.ts'
