import { buildApp } from './app.ts'
import { closeOnSignals, loadConfigOrExit, openDatabase } from './boot.ts'
import { dataKeyring } from './config/secret.ts'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './db/seed/demo-accounts.ts'
import { refreshSessionDay, seedDemoData } from './db/seed/seed-demo-data.ts'
import { createStorage } from './infra/storage/index.ts'

const startedAt = performance.now()

const config = await loadConfigOrExit()
const database = await openDatabase(config)
const storage = await createStorage(config)
// Demo data goes only into an empty database: a restart never duplicates it. A demo database
// from an earlier day gets that day's session of the clay class, so Today is not empty.
const demo = config.seedDemo
  ? await database.withoutTimeouts(async (db) => {
      const keyring = dataKeyring(config)
      if ((await seedDemoData({ db, storage, keyring })).seeded) return 'seeded'
      return (await refreshSessionDay({ db, keyring })).bookings > 0 ? 'session day' : 'kept'
    })
  : 'kept'

const app = await buildApp({ config, database, storage })

closeOnSignals(app, database)

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
  config.runJobs
    ? '  Jobs (mail, reminders, upkeep) run in this process.'
    : '  Jobs are left to a worker (RUN_JOBS=false): start one with npm run worker.',
]
if (config.seedDemo) {
  lines.push(
    demo === 'seeded' ? '  Demo data was added to the empty database.' : '',
    demo === 'session day' ? "  Today's session of the demo's clay class was added." : '',
    `  Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_SIGN_INS.map((demo) => `    ${demo.email.padEnd(28)}${demo.description}`),
  )
}
console.log(`${lines.filter(Boolean).join('\n')}\n`)
