// What other modules may use of accounts: writing a new one as sign-up does, and signing in.
export { signIn } from './sign-in-service.ts'
export { insertAccount } from './sign-up-service.ts'
