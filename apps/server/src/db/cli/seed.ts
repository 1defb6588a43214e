import { ConfigError, loadConfig } from '../../config/env.ts'
import { dataKeyring, resolveDataKey } from '../../config/secret.ts'
import { createStorage } from '../../infra/storage/index.ts'
import { createDatabase } from '../client.ts'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../seed/demo-accounts.ts'
import { refreshSessionDay, seedDemoData } from '../seed/seed-demo-data.ts'

// Demo accounts share a published password, so production gets them only on an explicit
// SEED_DEMO=true; anywhere else, running this command is request enough.
try {
  const config = loadConfig()
  if (config.env === 'production' && !config.seedDemo) {
    throw new Error(
      'Refusing to seed demo accounts in production. Set SEED_DEMO=true if you really mean it.',
    )
  }
  // The records are sealed with the key the app reads them with (DATA_DIR's, or the variable).
  await resolveDataKey(config)
  const keyring = dataKeyring(config)
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  try {
    await database.migrate()
    const startedAt = performance.now()
    const { seeded, counts } = await seedDemoData({
      db: database.db,
      storage: await createStorage(config),
      keyring,
    })
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    if (!seeded) {
      const day = await refreshSessionDay({ db: database.db, keyring })
      console.log(
        day.bookings > 0
          ? "The database already has accounts or providers: only today's session of the demo's clay class was added."
          : 'The database already has accounts or providers: nothing was seeded.',
      )
    } else {
      console.log(
        [
          `Seeded demo data (${database.driver}, ${seconds}s): ${counts.users} accounts, ` +
            `${counts.children} children, ${counts.providers} providers ` +
            `(${counts.approvedProviders} approved), ${counts.activities} activities ` +
            `(${counts.publicActivities} public), ${counts.schedules} sessions, ` +
            `${counts.bookings} bookings, ${counts.reviews} reviews.`,
          `Demo accounts (password: ${DEMO_PASSWORD}):`,
          ...DEMO_SIGN_INS.map(({ email, description }) => `  ${email.padEnd(28)}${description}`),
        ].join('\n'),
      )
    }
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
  process.exit(1)
}
