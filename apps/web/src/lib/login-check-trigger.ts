/**
 * Spec part 1 section 4: a 401 answer does not sign out directly; it sets a flag, and the
 * once-a-second session check runs the login check (GET user) when it finds the flag set.
 * This keeps a burst of failing calls down to one login check.
 */
let triggered = false;

export function requestLoginCheck(): void {
  triggered = true;
}

/** Reads and clears the flag. */
export function takeLoginCheckRequest(): boolean {
  const wasTriggered = triggered;
  triggered = false;
  return wasTriggered;
}
