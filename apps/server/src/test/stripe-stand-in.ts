import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FormObject, parseForm, sortedKeys } from './stripe-form.ts'

export type StandInRequest = {
  method: string
  path: string
  body: FormObject
  idempotencyKey: string | undefined
  authorization: string | undefined
}
export type StripeErrorAnswer = { status: number; type: string; code?: string; message: string }

type Answer = { status: number; json: unknown }
type Transfer = { id: string; amount: number; amount_reversed: number; [field: string]: unknown }
type Account = {
  id: string
  charges_enabled: boolean
  details_submitted: boolean
  [field: string]: unknown
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)
const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({
  status,
  json: { error: { type, message, ...(code ? { code } : {}) } },
})
const noSuchAccount = (status: number, id: string) =>
  stripeError(status, 'invalid_request_error', `No such account: '${id}'`, 'resource_missing')

/**
 * A local stand-in for the few Stripe API endpoints the payment adapter calls, so its tests run
 * the real SDK over HTTP without reaching the internet. It keeps every request it received and
 * can be told to fail the next request with a Stripe error.
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
  const accounts = new Map<string, Account>()
  const transfers = new Map<string, Transfer>()
  const failures: StripeErrorAnswer[] = []
  /** Every payment intent made, once per idempotency key (a replay makes none). */
  const charges: Record<string, unknown>[] = []
  /** The cards saved on each customer, newest first. */
  const customerCards = new Map<string, string[]>()
  let origin = ''

  const endpoints: Record<string, (body: FormObject, created: number) => Answer> = {
    'POST /v1/checkout/sessions'(body, created) {
      const expiresAt = Number(body.expires_at ?? created + 24 * 3600)
      if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
        const message = 'The `expires_at` timestamp must be between 30 minutes and 24 hours.'
        return stripeError(400, 'invalid_request_error', message, 'parameter_invalid_integer')
      }
      if (body.mode === 'setup') return setupSession(body, created, expiresAt)
      const [line] = (body.line_items ?? []) as FormObject[]
      const price = (line?.price_data ?? {}) as FormObject
      const id = newId('cs_test')
      const session = {
        ...body,
        id,
        object: 'checkout.session',
        url: `${origin}/c/pay/${id}`,
        expires_at: expiresAt,
        amount_total: Number(price.unit_amount) * Number(line?.quantity ?? 1),
        currency: price.currency,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        created,
      }
      return { status: 200, json: session }
    },
    // An off-session charge to a saved card: Stripe's test payment methods decide the outcome.
    'POST /v1/payment_intents'(body, created) {
      const card = String(body.payment_method ?? '')
      const intent = {
        ...body,
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        created,
        status: 'succeeded',
      }
      charges.push(intent)
      if (card === 'pm_card_chargeCustomerFail' || card === 'pm_card_authenticationRequired') {
        const declined = card === 'pm_card_chargeCustomerFail'
        return {
          status: 402,
          json: {
            error: {
              type: 'card_error',
              code: declined ? 'card_declined' : 'authentication_required',
              message: declined
                ? 'Your card was declined.'
                : 'This payment requires the customer to authenticate.',
              payment_intent: {
                ...intent,
                status: declined ? 'requires_payment_method' : 'requires_action',
              },
            },
          },
        }
      }
      return { status: 200, json: intent }
    },
    'POST /v1/refunds'(body, created) {
      if (!body.payment_intent) {
        const message = 'One of `charge` or `payment_intent` is required.'
        return stripeError(400, 'invalid_request_error', message)
      }
      const refund = {
        ...body,
        id: newId('re'),
        object: 'refund',
        amount: Number(body.amount),
        status: 'succeeded',
        currency: 'usd',
        created,
      }
      return { status: 200, json: refund }
    },
    'POST /v1/transfers'(body, created) {
      if (!body.destination || !(Number(body.amount) > 0) || body.currency !== 'usd') {
        return stripeError(400, 'invalid_request_error', 'Missing required param: destination.')
      }
      const transfer = {
        ...body,
        id: newId('tr'),
        object: 'transfer',
        amount: Number(body.amount),
        amount_reversed: 0,
        created,
      }
      transfers.set(transfer.id, transfer)
      return { status: 200, json: transfer }
    },
    'POST /v1/accounts'(body, created) {
      const account: Account = {
        ...body,
        id: newId('acct'),
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        created,
      }
      accounts.set(account.id, account)
      return { status: 200, json: account }
    },
    'POST /v1/account_links'(body, created) {
      const account = accounts.get(String(body.account))
      if (!account) return noSuchAccount(400, String(body.account))
      const link = {
        object: 'account_link',
        url: `${origin}/setup/e/${account.id}/${newId('link')}`,
        created,
        expires_at: created + 300,
      }
      return { status: 200, json: link }
    },
  }

  /**
   * A setup-mode session saves a card and charges nothing: Stripe wants the currency of the later
   * charges and refuses line items.
   */
  function setupSession(body: FormObject, created: number, expiresAt: number): Answer {
    if (!body.currency || body.line_items) {
      const message = 'In setup mode, pass `currency` and no `line_items`.'
      return stripeError(400, 'invalid_request_error', message)
    }
    const id = newId('cs_test')
    const session = {
      ...body,
      id,
      object: 'checkout.session',
      url: `${origin}/c/setup/${id}`,
      expires_at: expiresAt,
      amount_total: null,
      payment_intent: null,
      setup_intent: null,
      payment_status: 'no_payment_required',
      status: 'open',
      created,
    }
    return { status: 200, json: session }
  }

  /** Takes back part of a transfer; never more than is left of it, as Stripe refuses. */
  function reverseTransfer(id: string, body: FormObject, created: number): Answer {
    const transfer = transfers.get(id)
    if (!transfer) {
      return stripeError(
        404,
        'invalid_request_error',
        `No such transfer: '${id}'`,
        'resource_missing',
      )
    }
    const amount = Number(body.amount ?? transfer.amount - transfer.amount_reversed)
    if (!(amount > 0) || amount > transfer.amount - transfer.amount_reversed) {
      const message = 'The transfer reversal amount is greater than the amount left to reverse.'
      return stripeError(400, 'invalid_request_error', message)
    }
    transfer.amount_reversed += amount
    const reversal = {
      ...body,
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      transfer: id,
      created,
    }
    return { status: 200, json: reversal }
  }

  function route(method: string, path: string, body: FormObject): Answer {
    const endpoint = endpoints[`${method} ${path}`]
    if (endpoint) return endpoint(body, nowSeconds())
    const reversed = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path)?.[1]
    if (method === 'POST' && reversed) return reverseTransfer(reversed, body, nowSeconds())
    if (method === 'GET' && path === '/v1/payment_methods') {
      const cards = customerCards.get(String(body.customer)) ?? []
      const data = cards.map((id) => ({ id, object: 'payment_method', type: 'card' }))
      return { status: 200, json: { object: 'list', data, has_more: false, url: path } }
    }
    const accountId = /^\/v1\/accounts\/([^/]+)$/.exec(path)?.[1]
    if (method === 'GET' && accountId) {
      const account = accounts.get(accountId)
      return account ? { status: 200, json: account } : noSuchAccount(404, accountId)
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    )
  }

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
    const fresh = route(method, pathname, body)
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
    charges,
    /** A card the family saved on their customer at checkout. */
    saveCard: (customer: string, card: string) =>
      customerCards.set(customer, [card, ...(customerCards.get(customer) ?? [])]),
    /** The next request is answered with this error instead. */
    failNext: (failure: StripeErrorAnswer) => failures.push(failure),
    /** What is left of a transfer after its reversals, in cents. */
    transferLeft(id: string) {
      const transfer = transfers.get(id)
      if (!transfer) throw new Error(`The stand-in has no transfer ${id}.`)
      return transfer.amount - transfer.amount_reversed
    },
    /** Moves a connected account along its onboarding, as Stripe would once the provider acts. */
    updateAccount(
      id: string,
      change: Partial<Pick<Account, 'charges_enabled' | 'details_submitted'>>,
    ) {
      const account = accounts.get(id)
      if (!account) throw new Error(`The stand-in has no account ${id}.`)
      Object.assign(account, change)
    },
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
