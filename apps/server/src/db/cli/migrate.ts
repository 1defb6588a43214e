import { ConfigError, loadConfig } from '../../config/env.ts'
import { createDatabase } from '../client.ts'

try {
  const config = loadConfig()
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  await database.migrate()
  await database.close()
  console.log(`Migrations applied (${database.driver}).`)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
