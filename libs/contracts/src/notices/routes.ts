import type { RouteDeclaration } from '../api/route';

/** Codes of the upload check of a notice's new image (ARCHITECTURE §4.11). */
const UPLOAD_ERRORS = ['UPLOAD_NOT_FOUND', 'UPLOAD_STORED_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED'] as const;

/** The public notice list, newest first. */
export const noticeListRoute = {
  method: 'GET',
  path: '/notice/fetchAll',
  access: 'anyone',
  output: 'noticeListResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** One notice, public. */
export const noticeGetRoute = {
  method: 'GET',
  path: '/notice/fetch/{id}',
  access: 'anyone',
  output: 'noticeResponseSchema',
  errors: ['NOTICE_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** An administrator writes a notice (content sanitised, image optional). */
export const noticeCreateRoute = {
  method: 'POST',
  path: '/admin/notice/create',
  status: 201,
  access: 'admin',
  body: 'noticeSaveSchema',
  output: 'noticeResponseSchema',
  errors: UPLOAD_ERRORS,
} as const satisfies RouteDeclaration;

/** An administrator edits a notice (`imagePath: null` removes the image). */
export const noticeEditRoute = {
  method: 'PUT',
  path: '/admin/notice/edit/{id}',
  access: 'admin',
  body: 'noticeSaveSchema',
  output: 'noticeResponseSchema',
  errors: ['NOTICE_NOT_FOUND', ...UPLOAD_ERRORS],
} as const satisfies RouteDeclaration;

/** An administrator deletes a notice and its image. */
export const noticeDeleteRoute = {
  method: 'DELETE',
  path: '/admin/notice/delete/{id}',
  access: 'admin',
  output: 'noticeDeletedResponseSchema',
  errors: ['NOTICE_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The notice routes (spec §7, ARCHITECTURE §4.14): the public list and detail, and the administrators'
 * create, edit and delete. Each route is its own export so that a page bundles only the routes it
 * calls; `noticeRoutes` lists them for the API table.
 */
export const noticeRoutes = {
  list: noticeListRoute,
  get: noticeGetRoute,
  create: noticeCreateRoute,
  edit: noticeEditRoute,
  delete: noticeDeleteRoute,
};
