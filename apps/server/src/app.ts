import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config/env.ts'
import { fastifyTrustProxy } from './config/trust-proxy.ts'
import type { DatabaseHandle } from './db/client.ts'
import type { PasswordHasher } from './infra/auth/index.ts'
import type { Mailer } from './infra/mail/index.ts'
import type { PaymentProvider } from './infra/payments/index.ts'
import { createStorage, type FileStorage, MAX_UPLOAD_BYTES } from './infra/storage/index.ts'
import { REDACTED_LOG_PATHS, serializeError, serializeRequest } from './lib/log-serializers.ts'
import { authProxyRoutes } from './modules/account/auth-proxy-routes.ts'
import { profileRoutes } from './modules/account/profile-routes.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { adminRoutes } from './modules/admin/routes.ts'
import { announcementRoutes } from './modules/announcements/index.ts'
import { attendanceRoutes, familyAttendanceRoutes } from './modules/attendance/index.ts'
import { bookingTermsRoutes } from './modules/booking-terms/routes.ts'
import { childrenCancellationRoutes } from './modules/bookings/children-cancellation-routes.ts'
import { enrolmentRoutes } from './modules/bookings/enrolment-routes.ts'
import { holdJobs } from './modules/bookings/hold-jobs.ts'
import { bookingRoutes } from './modules/bookings/routes.ts'
import { catalogRoutes } from './modules/catalog/routes.ts'
import { categoryRoutes } from './modules/categories/routes.ts'
import { childRecordRoutes, vendorChildRecordRoutes } from './modules/children/record-routes.ts'
import { childrenRoutes } from './modules/children/routes.ts'
import { engagementRoutes } from './modules/engagement/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { notificationSettingsRoutes } from './modules/notification-settings/routes.ts'
import {
  checkoutRoutes,
  creditRoutes,
  paymentJobs,
  planRoutes,
  webhookRoutes,
} from './modules/payments/index.ts'
import { staffInvitationRoutes, vendorStaffRoutes } from './modules/provider-staff/index.ts'
import {
  bookingRegistrationRoutes,
  vendorRegistrationRoutes,
} from './modules/registration/index.ts'
import { reminderJobs } from './modules/reminders/index.ts'
import { runDecisionRoutes } from './modules/run-decisions/decision-routes.ts'
import { runDecisionJobs } from './modules/run-decisions/run-jobs.ts'
import { vendorTermRoutes } from './modules/terms/routes.ts'
import { vendorAccountRoutes } from './modules/vendor-account/routes.ts'
import { activityPlanRoutes } from './modules/vendor-activities/plan-routes.ts'
import { vendorActivityRoutes } from './modules/vendor-activities/routes.ts'
import { vendorBookingRoutes } from './modules/vendor-bookings/routes.ts'
import { vendorDashboardRoutes } from './modules/vendor-dashboard/routes.ts'
import { vendorPayoutRoutes } from './modules/vendor-payouts/routes.ts'
import { vendorPricingRoutes } from './modules/vendor-pricing/routes.ts'
import { vendorProfileRoutes } from './modules/vendor-profile/routes.ts'
import { vendorSettingsRoutes } from './modules/vendor-profile/settings-routes.ts'
import { vendorReviewRoutes } from './modules/vendor-reviews/routes.ts'
import { vendorScheduleRoutes } from './modules/vendor-schedules/routes.ts'
import { waitlistJobs, waitlistRoutes } from './modules/waitlist/index.ts'
import { authentication } from './plugins/auth.ts'
import { httpCache } from './plugins/http-cache.ts'
import { jobs } from './plugins/jobs.ts'
import { openapi } from './plugins/openapi.ts'
import { payments } from './plugins/payments.ts'
import { problemDetails } from './plugins/problem-details.ts'
import { security } from './plugins/security.ts'
import { staticFiles } from './plugins/static-files.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    storage: FileStorage
  }
}

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  /** Defaults to SMTP when configured, else the log; tests pass a memory mailer. */
  mailer?: Mailer
  /** Defaults to S3 when configured, else DATA_DIR/uploads. */
  storage?: FileStorage
  /** Defaults to Stripe when configured, else the offline test processor. */
  paymentProvider?: PaymentProvider
  /** Defaults to the library's scrypt; tests pass a cheap one (test/quick-passwords.ts). */
  passwordHasher?: PasswordHasher
  /** Where log lines go instead of stdout, as JSON; tests read what the log would say. */
  logStream?: { write: (line: string) => void }
  /**
   * How long a plugin or ready hook may take before start-up gives up (Fastify's 10 s unless
   * given). Tests beside the browser suite get a starved CPU: they allow more.
   */
  pluginTimeoutMs?: number
}

function loggerOptions(
  config: Config,
  stream?: BuildAppOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false
  const base = {
    level: config.logLevel,
    redact: REDACTED_LOG_PATHS,
    serializers: { err: serializeError, req: serializeRequest },
  }
  if (stream) return { ...base, stream }
  if (config.env === 'production') return base
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        // One readable line per request instead of the request and response objects.
        messageFormat:
          '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode} {responseTime}ms{end}',
      },
    },
  }
}

/** Builds the whole application: plugins first (security, errors, docs), then the modules. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...(options.pluginTimeoutMs === undefined ? {} : { pluginTimeout: options.pluginTimeoutMs }),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('storage', options.storage ?? (await createStorage(config)))

  await app.register(problemDetails)
  await app.register(security, { config })
  await app.register(openapi)
  await app.register(httpCache)
  // After httpCache, so ETags are worked out on the plain JSON and a 304 stays empty. The built
  // web assets arrive already compressed (static-files) and images are not compressible types.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })
  await app.register(jobs, { mailer: options.mailer })
  await app.register(payments, { provider: options.paymentProvider })
  await app.register(authentication, { passwordHasher: options.passwordHasher })

  await app.register(healthRoutes)
  await app.register(authProxyRoutes)
  await app.register(accountRoutes)
  await app.register(profileRoutes)
  await app.register(notificationSettingsRoutes)
  await app.register(categoryRoutes)
  await app.register(catalogRoutes)
  await app.register(engagementRoutes)
  await app.register(childrenRoutes)
  await app.register(childRecordRoutes)
  await app.register(bookingRoutes)
  await app.register(enrolmentRoutes)
  await app.register(bookingRegistrationRoutes)
  await app.register(childrenCancellationRoutes)
  await app.register(bookingTermsRoutes)
  await app.register(checkoutRoutes)
  await app.register(creditRoutes)
  await app.register(planRoutes)
  await app.register(webhookRoutes)
  await app.register(waitlistRoutes)
  await app.register(vendorAccountRoutes)
  await app.register(vendorProfileRoutes)
  await app.register(vendorActivityRoutes)
  await app.register(activityPlanRoutes)
  await app.register(vendorDashboardRoutes)
  await app.register(vendorScheduleRoutes)
  await app.register(vendorTermRoutes)
  await app.register(runDecisionRoutes)
  await app.register(vendorBookingRoutes)
  await app.register(vendorChildRecordRoutes)
  await app.register(vendorPayoutRoutes)
  await app.register(vendorPricingRoutes)
  await app.register(vendorRegistrationRoutes)
  await app.register(vendorReviewRoutes)
  await app.register(announcementRoutes)
  await app.register(vendorSettingsRoutes)
  await app.register(vendorStaffRoutes)
  await app.register(staffInvitationRoutes)
  await app.register(attendanceRoutes)
  await app.register(familyAttendanceRoutes)
  await app.register(adminRoutes)
  await app.register(reminderJobs)
  await app.register(paymentJobs)
  await app.register(holdJobs)
  await app.register(waitlistJobs)
  await app.register(runDecisionJobs)

  await app.register(staticFiles, { config })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
