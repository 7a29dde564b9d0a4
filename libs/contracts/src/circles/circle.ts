/** The two circles: a code answers by the circle it belongs to (ARCHITECTURE "Two circles"). */
export const CIRCLES = ['FAMILY', 'FRIENDS'] as const;
export type Circle = (typeof CIRCLES)[number];
