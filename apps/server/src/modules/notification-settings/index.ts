// What other modules may use of notification settings: the unsubscribe links optional mail carries.
export {
  type OptionalTopic,
  readUnsubscribeToken,
  type UnsubscribeSubject,
  unsubscribeLinks,
} from './unsubscribe-token.ts'
export { type AccountTopic, wantsAttendanceMail, wantsMail } from './wants-mail.ts'
