import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Answer, type Endpoint, newId, stripeError } from './stripe-stand-in/answers.ts'
import { chargeEndpoints } from './stripe-stand-in/charges.ts'
import { checkoutEndpoints } from './stripe-stand-in/checkout.ts'
import { connectEndpoints } from './stripe-stand-in/connect.ts'
import { type FormObject, parseForm, sortedKeys } from './stripe-stand-in/form.ts'

export type StandInRequest = {
  method: string
  path: string
  body: FormObject
  idempotencyKey: string | undefined
  authorization: string | undefined
}
export type StripeErrorAnswer = { status: number; type: string; code?: string; message: string }

const nowSeconds = () => Math.floor(Date.now() / 1000)

function route(endpoints: Endpoint[], method: string, path: string, body: FormObject): Answer {
  for (const endpoint of endpoints) {
    const match = endpoint.method === method ? endpoint.path.exec(path) : null
    if (match) return endpoint.answer({ body, created: nowSeconds(), ids: match.slice(1) })
  }
  return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
}

/**
 * A local stand-in for the few Stripe API endpoints the payment adapter calls, so its tests run
 * the real SDK over HTTP without reaching the internet. It keeps every request it received and
 * can be told to fail the next request with a Stripe error. Each resource's endpoints live in
 * `stripe-stand-in/`.
 *
 * Idempotency keys work as Stripe's do: a key covers the endpoint and parameters it was first
 * used with. The same key with identical parameters replays the first answer (with
 * `Idempotent-Replayed: true`); with any other parameters or endpoint it is a 400
 * `idempotency_error`. A request refused before it ran (an injected failure, parameters that
 * fail validation) leaves its key unused, as at Stripe, so it can be retried.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = []
  const answered = new Map<string, { request: string; answer: Answer }>()
  const failures: StripeErrorAnswer[] = []
  let origin = ''
  const originOf = () => origin
  const charges = chargeEndpoints()
  const connect = connectEndpoints(originOf)
  const endpoints = [...checkoutEndpoints(originOf), ...charges.endpoints, ...connect.endpoints]

  function answer(request: IncomingMessage, rawBody: string): Answer & { replayed?: boolean } {
    const { pathname, search } = new URL(request.url ?? '/', origin)
    const body = parseForm(request.method === 'GET' ? search.slice(1) : rawBody)
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    const authorization = request.headers.authorization
    const method = request.method ?? 'GET'
    requests.push({ method, path: pathname, body, idempotencyKey, authorization })
    if (!authorization?.startsWith('Bearer sk_')) {
      return stripeError(401, 'invalid_request_error', 'You did not provide an API key.')
    }
    const failure = failures.shift()
    if (failure) return stripeError(failure.status, failure.type, failure.message, failure.code)
    const keyed = idempotencyKey && method === 'POST' ? idempotencyKey : undefined
    // The parameters as Stripe reads them, so the order they were written in does not matter.
    const asked = `${pathname} ${JSON.stringify(sortedKeys(body))}`
    const earlier = keyed ? answered.get(keyed) : undefined
    if (earlier && earlier.request !== asked) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
      return stripeError(400, 'idempotency_error', message)
    }
    if (earlier) return { ...earlier.answer, replayed: true }
    const fresh = route(endpoints, method, pathname, body)
    const ran = fresh.status < 400 || fresh.status >= 500
    if (keyed && ran) answered.set(keyed, { request: asked, answer: fresh })
    return fresh
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { status, json, replayed } = answer(request, Buffer.concat(chunks).toString())
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    })
    response.end(JSON.stringify(json))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    /** For createStripePaymentProvider; no retries unless a test asks for them. */
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    requests,
    charges: charges.charges,
    saveCard: charges.saveCard,
    /** The next request is answered with this error instead. */
    failNext: (failure: StripeErrorAnswer) => failures.push(failure),
    transferLeft: connect.transferLeft,
    updateAccount: connect.updateAccount,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
