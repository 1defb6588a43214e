import { randomBytes, scrypt } from 'node:crypto'
import { verifyPassword } from 'better-auth/crypto'
import type { PasswordHasher } from '../infra/auth/index.ts'

// The library's scrypt is slow on purpose (32 MB and tens of milliseconds a hash, far more on a
// busy machine), and the suite signs hundreds of accounts up and in. The test app hashes with the
// same function at the smallest cost instead. Hashes it did not make (the demo seed's, an admin
// made from the command line) are still checked the library's way, at the real cost.
const MARK = 'quick'

function keyOf(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 64, { N: 2, r: 1, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key.toString('hex')),
    )
  })
}

export const quickPasswords: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${MARK}:${salt}:${await keyOf(password, salt)}`
  },
  async verify({ hash, password }) {
    const [mark, salt, key] = hash.split(':')
    if (mark !== MARK || !salt || !key) return verifyPassword({ hash, password })
    return (await keyOf(password, salt)) === key
  },
}
