import { type Endpoint, invalid, missing, newId } from './answers.ts'

type Transfer = { id: string; amount: number; amount_reversed: number; [field: string]: unknown }
type Account = {
  id: string
  charges_enabled: boolean
  details_submitted: boolean
  [field: string]: unknown
}

/** Connected accounts, their onboarding links, and the transfers paid to them. */
export function connectEndpoints(origin: () => string) {
  const accounts = new Map<string, Account>()
  const transfers = new Map<string, Transfer>()

  const endpoints: Endpoint[] = [
    {
      method: 'POST',
      path: /^\/v1\/accounts$/,
      answer({ body, created }) {
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
    },
    {
      method: 'GET',
      path: /^\/v1\/accounts\/([^/]+)$/,
      answer({ ids: [id = ''] }) {
        const account = accounts.get(id)
        return account ? { status: 200, json: account } : missing(404, 'account', id)
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/account_links$/,
      answer({ body, created }) {
        const account = accounts.get(String(body.account))
        if (!account) return missing(400, 'account', String(body.account))
        const link = {
          object: 'account_link',
          url: `${origin()}/setup/e/${account.id}/${newId('link')}`,
          created,
          expires_at: created + 300,
        }
        return { status: 200, json: link }
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/transfers$/,
      answer({ body, created }) {
        if (!body.destination || !(Number(body.amount) > 0) || body.currency !== 'usd') {
          return invalid('Missing required param: destination.')
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
    },
    {
      // Takes back part of a transfer; never more than is left of it, as Stripe refuses.
      method: 'POST',
      path: /^\/v1\/transfers\/([^/]+)\/reversals$/,
      answer({ body, created, ids: [id = ''] }) {
        const transfer = transfers.get(id)
        if (!transfer) return missing(404, 'transfer', id)
        const left = transfer.amount - transfer.amount_reversed
        const amount = Number(body.amount ?? left)
        if (!(amount > 0) || amount > left) {
          return invalid('The transfer reversal amount is greater than the amount left to reverse.')
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
      },
    },
  ]

  return {
    endpoints,
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
  }
}
