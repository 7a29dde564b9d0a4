/** Accepted shape of a share code in URLs; anything else is a 404 without a query. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
