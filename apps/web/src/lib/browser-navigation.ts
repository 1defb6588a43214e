/**
 * Leaving the app for another page: the payment processor's checkout, or back from it. An object
 * rather than a bare function so tests can watch where the app sends the browser, which jsdom
 * cannot follow.
 */
export const browserNavigation = {
  leaveFor(url: string) {
    window.location.assign(url)
  },
}
