import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt password hashing for client accounts. */
export function hashPassword(
  password: string,
  salt = randomBytes(16).toString('hex'),
): { salt: string; hash: string } {
  return { salt, hash: scryptSync(password, salt, 32).toString('hex') };
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
