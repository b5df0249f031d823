import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; ~20 ms a hash on the target machines). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend about the same time as a real check so timing does not tell which accounts exist.
    await hash(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
