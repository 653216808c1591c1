import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with at least 19 MiB and t=2 (OWASP minimum). The 'low' cost exists only so the
 * tests can hash quickly; it is ignored outside NODE_ENV=test.
 */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, so an unknown email answers as slowly as a wrong password. */
  verifyNobody(password: string): Promise<false>;
}

const ARGON2ID = 2; // Algorithm.Argon2id is a const enum, which isolated transpilers cannot inline.

export function createPasswords(cost: 'standard' | 'low', nodeEnv: string): Passwords {
  const low = cost === 'low' && nodeEnv === 'test';
  const options: Options = {
    algorithm: ARGON2ID as Options['algorithm'],
    memoryCost: low ? 1024 : 19_456,
    timeCost: low ? 1 : 2,
    parallelism: 1,
  };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false; // a malformed stored hash is a failed login, not a crash
      }
    },
    async verifyNobody(password) {
      dummy ??= hash('not-a-real-password', options);
      await verify(await dummy, password).catch(() => false);
      return false;
    },
  };
}
