// `npm run worker`: works through the job queue (mail, reminders, upkeep) without serving HTTP,
// for production, beside web processes started with RUN_JOBS=false. It builds the same app, so
// the jobs it runs are exactly the ones the modules define.
import { buildApp } from './app.ts'
import { closeOnSignals, loadConfigOrExit, openDatabase } from './boot.ts'

const config = await loadConfigOrExit({ runJobs: true, seedDemo: false })
if (!config.databaseUrl) {
  console.error(
    'The worker needs PostgreSQL (set DATABASE_URL): the embedded database belongs to one process, and npm start already runs the jobs inside it.',
  )
  process.exit(1)
}
const database = await openDatabase(config)
const app = await buildApp({ config, database })
closeOnSignals(app, database)
await app.ready()
app.log.info(`Worker running jobs on ${database.driver}; stop it with Ctrl+C or SIGTERM`)
