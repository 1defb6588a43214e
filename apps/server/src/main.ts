import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config/env.ts'
import { resolveAuthSecret } from './config/secret.ts'
import { createDatabase } from './db/client.ts'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './db/seed/demo-accounts.ts'
import { seedDemoData } from './db/seed/seed-demo-data.ts'
import { createStorage } from './infra/storage/index.ts'

const startedAt = performance.now()

let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
config.authSecret = await resolveAuthSecret(config)

const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.databaseTimeouts,
})
await database.migrate()
const storage = await createStorage(config)
// Demo data goes only into an empty database: a restart never duplicates it.
const seeded = config.seedDemo
  ? (await database.withoutTimeouts((db) => seedDemoData({ db, storage }))).seeded
  : false

const app = await buildApp({ config, database, storage })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal} received: finishing open requests, then closing the database`)
  const forceExit = setTimeout(() => process.exit(1), 10_000)
  forceExit.unref()
  try {
    await app.close()
    await database.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Stop the other process or set PORT.`
      : error,
  )
  await database.close()
  process.exit(1)
}

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const url = config.publicUrl.replace(`:${config.port}`, `:${port}`)
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
const lines = [
  '',
  `  Activities for Children is ready at ${url}  (${database.driver}, ${seconds}s)`,
  `  API reference: ${url}/api/docs`,
]
if (config.seedDemo) {
  lines.push(
    seeded ? '  Demo data was added to the empty database.' : '',
    `  Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_SIGN_INS.map((demo) => `    ${demo.email.padEnd(28)}${demo.description}`),
  )
}
console.log(`${lines.filter(Boolean).join('\n')}\n`)
