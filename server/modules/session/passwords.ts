import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the e-mail is unknown keeps the answer time the same,
// so response timing does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | null = null;
export function decoyVerify(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
