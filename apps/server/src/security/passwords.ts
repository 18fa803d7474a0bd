import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` is an ambient const enum (unusable with verbatimModuleSyntax); its value is 2.
const ARGON2ID = 2;

/** argon2id cost parameters (memory in KiB). */
export interface Argon2Cost {
  readonly memoryCost: number;
  readonly timeCost: number;
}

/** Hashes and checks passwords with argon2id; parameters travel inside each hash string. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Burns about the time of one `verify`, for an e-mail nobody has: unknown e-mail and wrong
   * password then cost the same, so timing does not reveal which accounts exist.
   */
  verifyNobody(password: string): Promise<void>;
}

/** Builds the hasher; production uses the OWASP baseline (19 MiB, 2 passes, 1 lane). */
export async function createPasswordHasher(cost: Argon2Cost): Promise<PasswordHasher> {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
  };
  const dummy = await hash('ninguém tem esta senha', options);
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyNobody: async (password) => {
      await verify(dummy, password).catch(() => false);
    },
  };
}
