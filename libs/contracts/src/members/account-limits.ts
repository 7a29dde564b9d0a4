/**
 * Numbers of the account settings (ARCHITECTURE §4.21), with units in the names (the `member` columns'
 * widths). A table of its own, not part of the shared `LIMITS`.
 */
export const ACCOUNT_LIMITS = {
  /** Longest real name, characters (`member.real_name` is 50). */
  realNameMax: 50,
  /** Longest phone number as typed, characters (digits, spaces, hyphens, parentheses, '+'). */
  phoneInputMax: 20,
} as const;
