/**
 * Subscribes an email address to the newsletter. The newsletter endpoint arrives with a later
 * issue; until then the sign-up succeeds locally so the form's behaviour is in place.
 */
export async function subscribeToNewsletter(_email: string): Promise<void> {}
