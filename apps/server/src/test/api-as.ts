import type { TestAppWithMail } from './app.ts'

/** Calls the API as the holder of `cookie` (a visitor without one). */
export function apiAs(app: TestAppWithMail, cookie?: string) {
  const headers = cookie ? { cookie } : {}
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    put: (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url, headers, payload }),
  }
}

/** Mail sent to `to` so far, newest last. */
export async function mailTo(app: TestAppWithMail, to: string) {
  return (await app.deliveredMail()).filter((message) => message.to === to)
}
