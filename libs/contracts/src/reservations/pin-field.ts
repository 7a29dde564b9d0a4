import { z } from 'zod';
import { MSG } from '../common/messages';

/**
 * A 4-digit PIN as typed at a password gate (ARCHITECTURE §4.7): the reservation's and the pledge's PIN
 * calls. Internal to the contracts (their schemas merge it).
 */
export const gatePinSchema = z.string({ error: MSG.reserve.gatePassword }).regex(/^\d{4}$/, MSG.reserve.gatePassword);
