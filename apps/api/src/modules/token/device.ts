// Known devices (issue #10 §1, docs/decisions/015): after a successful password sign-in the
// browser keeps a device token, signed with JWT_SECRET, that names the user and a random
// device id. A lock caused by someone else's failures then does not keep the owner out on
// their own device; the device gets its own failure count instead.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`gradnik-device|${payload}`).digest('base64url');
}

export function issueDeviceToken(secret: string, userId: number, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const payload = `${VERSION}.${userId}.${id}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The device id when the token is ours and names this user; otherwise null. */
export function knownDevice(
  secret: string,
  token: string | undefined,
  userId: number,
): string | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || parts[1] !== String(userId)) return null;
  const [version, user, id, signature = ''] = parts;
  const expected = Buffer.from(mac(secret, `${version}.${user}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id ?? null;
}
