import { z } from 'zod';
import { GIFT_LIMITS, GIFT_MSG } from '../pledges/gift-messages';

/**
 * A number of units, GIFT_LIMITS.quantityMin–quantityMax (ARCHITECTURE §4.22): a wish's `quantity` and a
 * reservation's. Internal to the contracts (the wish and reserve schemas merge it).
 */
export const quantityField = z
  .number({ error: GIFT_MSG.quantityInvalid })
  .int(GIFT_MSG.quantityInvalid)
  .min(GIFT_LIMITS.quantityMin, GIFT_MSG.quantityInvalid)
  .max(GIFT_LIMITS.quantityMax, GIFT_MSG.quantityInvalid);
