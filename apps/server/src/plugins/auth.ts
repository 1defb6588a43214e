import type { ProviderRole, Role } from '@afc/contracts'
import { fromNodeHeaders } from 'better-auth/node'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { providerStaff, userProfiles, vendors } from '../db/schema/index.ts'
import {
  type Auth,
  CLIENT_ADDRESS_HEADER,
  createAuth,
  findSessionUser,
  type PasswordHasher,
  sessionNeedsLibrary,
  signedSessionToken,
  trustedOrigins,
} from '../infra/auth/index.ts'
import { forbidden, HttpProblem, notFound, unauthorized } from '../lib/http-problem.ts'
import { isApiPath, routedPath } from '../lib/request-path.ts'
import { isProviderPath, providerRoleMayCall, routeKey } from './provider-access.ts'

export type Caller = {
  userId: string
  email: string
  emailVerified: boolean
  sessionToken: string
  roles: Role[]
}

export type CallerVendor = typeof vendors.$inferSelect

/** Who acts in the provider area: the owner, or a member of its staff and their role. */
export type ProviderCaller = {
  role: ProviderRole
  userId: string
  /** The staff membership's id; null for the owner. */
  staffId: string | null
  /** How the parent's record log names a staff member: their name as it is now. */
  staffName: string | null
}

export const PROVIDER_ROLE_REFUSED = "Your role on this provider's staff does not allow this."

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** better-auth's session cookie (`__Secure-` prefixed in production) and what signs it. */
    sessionCookie: { name: string; secret: string }
    /** Every provider route registered, as `METHOD /path`: what the access map must cover. */
    providerRoutes: Set<string>
  }
  interface FastifyRequest {
    caller: Caller | null
    vendor: CallerVendor | null
    provider: ProviderCaller | null
  }
}

/**
 * The request's headers as better-auth reads them. The client address it records on sessions is
 * request.ip (which honours TRUST_PROXY), never a forwarded header the client wrote itself.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers)
  headers.set(CLIENT_ADDRESS_HEADER, request.ip)
  return headers
}

/**
 * Looks the session cookie up once per request; null for a visitor, a revoked session or a
 * disabled account. A signed cookie whose session row is current is trusted from one statement
 * (session, user, roles); a lapsed session or one due for refresh goes through better-auth.
 */
export async function loadCaller(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller) return request.caller
  const app = request.server
  const token = signedSessionToken({
    cookieHeader: request.headers.cookie,
    cookieName: app.sessionCookie.name,
    secret: app.sessionCookie.secret,
  })
  if (!token) return null
  const found = await findSessionUser({ db: app.database.db, token })
  if (!found) return null
  if (sessionNeedsLibrary(found.expiresAt)) return loadThroughLibrary(request)
  // A disabled account is a visitor even if a session row survived (an admin's disable deletes
  // them, this closes the gap in between).
  if (found.disabled) return null
  request.caller = {
    userId: found.userId,
    email: found.email,
    emailVerified: found.emailVerified,
    sessionToken: token,
    roles: found.roles,
  }
  return request.caller
}

async function loadThroughLibrary(request: FastifyRequest): Promise<Caller | null> {
  const result = await request.server.auth.api.getSession({
    headers: authHeaders(request),
    query: { disableCookieCache: true },
  })
  if (!result) return null
  const found = await findSessionUser({
    db: request.server.database.db,
    token: result.session.token,
  })
  if (!found || found.disabled) return null
  request.caller = {
    userId: result.user.id,
    email: result.user.email,
    emailVerified: result.user.emailVerified,
    sessionToken: result.session.token,
    roles: found.roles,
  }
  return request.caller
}

/** preHandler: a signed-in user, or 401 'User not authenticated'. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const caller = await loadCaller(request)
  if (!caller) throw unauthorized('User not authenticated')
}

/** preHandler factory: a signed-in user holding any of the roles, or 401/403. */
export function requireRole(...allowed: Role[]) {
  return async function requireAllowedRole(request: FastifyRequest): Promise<void> {
    const caller = await loadCaller(request)
    if (!caller) throw unauthorized('User not authenticated')
    if (!caller.roles.some((role) => allowed.includes(role))) {
      throw forbidden(`You don't have ${allowed.join(' or ')} privileges`)
    }
  }
}

const requireVendorRole = requireRole('vendor')

/**
 * preHandler of every provider route: the caller's provider, as its owner or as active staff,
 * loaded into request.vendor with the caller's provider role in request.provider, then the
 * route's declared access (provider-access.ts) checked against that role. Membership is read on
 * every request, so a removed member is refused at once even if a session survived.
 */
export async function requireVendor(request: FastifyRequest): Promise<void> {
  await requireVendorRole(request)
  const caller = request.caller as Caller
  const db = request.server.database.db
  const [owned] = await db.select().from(vendors).where(eq(vendors.userId, caller.userId)).limit(1)
  if (owned) {
    request.vendor = owned
    request.provider = { role: 'owner', userId: caller.userId, staffId: null, staffName: null }
    return
  }
  const [member] = await db
    .select({
      vendor: vendors,
      staffId: providerStaff.id,
      role: providerStaff.role,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(providerStaff)
    .innerJoin(vendors, eq(vendors.id, providerStaff.vendorId))
    .leftJoin(userProfiles, eq(userProfiles.id, providerStaff.userId))
    .where(and(eq(providerStaff.userId, caller.userId), eq(providerStaff.status, 'active')))
    .limit(1)
  if (!member) throw notFound('Vendor not found')
  if (!providerRoleMayCall(member.role, routeKey(request.method, request.routeOptions.url ?? ''))) {
    throw forbidden(PROVIDER_ROLE_REFUSED)
  }
  request.vendor = member.vendor
  request.provider = {
    role: member.role,
    userId: caller.userId,
    staffId: member.staffId,
    staffName: `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || caller.email,
  }
}

/** requireVendor has run: the caller's own vendor record, which every vendor route acts on. */
export const ownVendor = (request: FastifyRequest) => request.vendor as CallerVendor

/** requireVendor has run: who the caller is in the provider area (instructor scopes read it). */
export const providerCaller = (request: FastifyRequest) => request.provider as ProviderCaller

/**
 * Puts every route of an encapsulated plugin behind the vendor guard and keeps its answers out
 * of shared caches: they are one provider's private data. The guard runs before the body is
 * validated, so whoever may not call a route learns nothing from it but the refusal.
 */
export function vendorOnlyScope(app: FastifyInstance) {
  app.addHook('preValidation', requireVendor)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
}

/** Copies a Fetch Response from better-auth onto the Fastify reply, cookies included. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
}

/** better-auth answers errors as { code, message }; ours are problem details. */
export async function problemFromAuthResponse(response: Response): Promise<HttpProblem> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string }
  return new HttpProblem({
    status: response.status,
    title: response.statusText || 'Request refused',
    detail: body.message ?? 'The request was refused.',
  })
}

export function forwardSetCookies(reply: FastifyReply, response: Response | Headers) {
  const headers = response instanceof Headers ? response : response.headers
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

export const authentication = fp(
  async (app: FastifyInstance, options: { passwordHasher?: PasswordHasher }) => {
    const auth = createAuth({
      config: app.config,
      db: app.database.db,
      outbox: app.outbox,
      passwordHasher: options.passwordHasher,
      log: (level, message) => {
        const method = level === 'error' || level === 'warn' ? level : 'debug'
        app.log[method]({ library: 'better-auth' }, message)
      },
    })
    app.decorate('auth', auth)
    const context = await auth.$context
    app.decorate('sessionCookie', {
      name: context.authCookies.sessionToken.name,
      secret: context.secret,
    })
    app.decorateRequest('caller', null)
    app.decorateRequest('vendor', null)
    app.decorateRequest('provider', null)
    app.decorate('providerRoutes', new Set<string>())
    app.addHook('onRoute', (route) => {
      if (!isProviderPath(route.url)) return
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      for (const method of methods) app.providerRoutes.add(routeKey(method, route.url))
    })

    const origins = new Set(trustedOrigins(app.config))
    // Cookies are SameSite=Lax; on top of that, a state-changing API call must come from our
    // pages. Decided on the routed path: the raw URL may spell '/api/' in ways the router decodes.
    app.addHook('onRequest', async (request) => {
      if (!isApiPath(routedPath(request))) return
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return
      const origin = request.headers.origin
      const site = request.headers['sec-fetch-site']
      const ours = origin !== undefined && origins.has(origin)
      // 'same-site' covers sibling subdomains, which we do not control either.
      if ((origin && !ours) || site === 'cross-site' || (site === 'same-site' && !ours)) {
        throw forbidden('This request did not come from the Activities for Children site.')
      }
    })
  },
  { name: 'authentication', dependencies: ['problem-details'] },
)
