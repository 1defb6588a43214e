import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../../config/env.ts'
import { createAdmin } from '../../modules/account/create-admin-service.ts'
import { createDatabase } from '../client.ts'

const usage =
  'Usage: npm run admin:create -- --email someone@example.com --password "at least 6 characters" [--first-name Ada] [--last-name Lovelace]'

try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  })
  if (!values.email?.includes('@')) throw new Error(usage)
  const config = loadConfig()
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  await database.migrate()
  try {
    const result = await createAdmin({
      db: database.db,
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    })
    console.log(
      result.created
        ? `Created admin ${values.email}.`
        : `${values.email} already had an account: it now holds the admin role (password unchanged).`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
  process.exit(1)
}
