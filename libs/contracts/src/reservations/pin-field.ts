import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';

/**
 * A 4-digit PIN as typed at a password gate (ARCHITECTURE §4.7): the reservation's and the pledge's PIN
 * calls. Internal to the contracts (their schemas merge it).
 */
export const gatePinSchema = z.string({ error: MSG.reserve.gatePassword }).regex(/^\d{4}$/, MSG.reserve.gatePassword);

/**
 * A PIN being chosen (the reserve modal, the new PIN of a mailed reset link; ARCHITECTURE §4.7, §4.23):
 * trimmed, present, 4 characters, digits — each with its own message, in that order.
 */
export const newPinSchema = z
  .string({ error: MSG.reserve.passwordRequired })
  .trim()
  .min(1, MSG.reserve.passwordRequired)
  .length(LIMITS.reservationPasswordLength, MSG.reserve.passwordLength)
  .regex(/^\d{4}$/, MSG.reserve.passwordDigits);
