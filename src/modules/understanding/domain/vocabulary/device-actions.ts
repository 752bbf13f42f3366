import { ownEntry } from './json-reading';
import { keyWords } from './key-words';

// What a device's reported action (`"action": "unlock"`, `"dooropen"`, `"doorbell_motion_detected"`) left it in.

/** Actions a device reports, by the state each leaves it in. */
const REACHED: Record<string, string> = {
  lock: 'locked',
  locked: 'locked',
  unlock: 'unlocked',
  unlocked: 'unlocked',
  open: 'opened',
  opened: 'opened',
  close: 'closed',
  closed: 'closed',
  arm: 'armed',
  armed: 'armed',
  disarm: 'disarmed',
  disarmed: 'disarmed',
  ring: 'rang',
  rang: 'rang',
};

/** A state glued to the part it is of (`dooropen`, `doorclosed`, `garageopened`). */
const GLUED = /^[a-z]{3,}?(open|opened|close|closed|locked|unlocked)$/;

/**
 * The state a device's action left it in ("unlock" -> "unlocked", "dooropen" -> "opened", "doorbell motion
 * detected" -> "motion detected"), or null when the action names none.
 */
export function stateOfDeviceAction(action: string): string | null {
  const words = keyWords(action);
  const last = words[words.length - 1];
  if (last === undefined) return null;
  if (last === 'detected' && words.length > 1) return `${words[words.length - 2]} detected`;
  const glued = GLUED.exec(last);
  return ownEntry(REACHED, last) ?? (glued ? ownEntry(REACHED, glued[1]) : null) ?? null;
}
