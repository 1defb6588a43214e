import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Caller } from '../../plugins/auth.ts'

/** The admin behind a request, as the audit log names them. */
export type AdminActor = Pick<Caller, 'userId' | 'email'>

/** A transaction handle: admin changes and their audit entries commit together or not at all. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The admin routes' guard has already loaded the caller; this only narrows the type. */
export function adminActor(request: FastifyRequest): AdminActor {
  if (!request.caller) throw new Error('the admin guard did not load the caller')
  return { userId: request.caller.userId, email: request.caller.email }
}
