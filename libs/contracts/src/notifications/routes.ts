import type { RouteDeclaration } from '../api/route';

/** The signed-in member's notification mode (default DAILY) and whether their address is verified. */
export const notificationSettingsReadRoute = {
  method: 'GET',
  path: '/member/notificationSettings',
  access: 'member',
  output: 'notificationSettingsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Sets how the signed-in member hears of activity on their pages: OFF, EACH or DAILY (20:00 Asia/Seoul). */
export const notificationSettingsUpdateRoute = {
  method: 'PUT',
  path: '/member/notificationSettings',
  access: 'member',
  body: 'notificationSettingsSchema',
  output: 'notificationSettingsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** The page owners' notification routes (ARCHITECTURE §4.23); `notificationRoutes` lists them for the API table. */
export const notificationRoutes = {
  read: notificationSettingsReadRoute,
  update: notificationSettingsUpdateRoute,
};
