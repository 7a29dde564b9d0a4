/**
 * `LIMITS_BIRTH`: the birth announcement's limits (ARCHITECTURE "Birth announcement", DESIGN §4.25).
 * A table of its own, outside the shared `LIMITS`, so that only the form, the API and the tests carry it
 * (the news page draws a stored announcement and checks nothing). Lengths in characters.
 */
export const LIMITS_BIRTH = {
  /** One baby, twins or triplets. */
  birthBabiesMin: 1,
  birthBabiesMax: 3,
  /** A name or 태명 as the hero line shows it. */
  birthNameMax: 20,
  /** Birth weight in kg (a very premature baby to a very large one), at most one decimal. */
  birthWeightKgMin: 0.3,
  birthWeightKgMax: 7,
  /** Birth length in cm, at most one decimal. */
  birthHeightCmMin: 20,
  birthHeightCmMax: 70,
  /** The parent's words, plain text. */
  birthMessageMax: 500,
} as const;
