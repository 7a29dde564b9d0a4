/**
 * The page tables and what is derived from them (ARCHITECTURE.md "Adding a page"): `pages/<app>.json`
 * for the shell, guest, host and admin; `page-table.ts` types them and derives routes, exposes and
 * frames; `page-meta.ts` derives titles and known paths; `renderers.ts` types what the apps' server
 * bundles give the API; `inline-blocks.ts` names the data blocks of a server-rendered page.
 */
export * from './page-table';
export * from './page-meta';
export * from './renderers';
export * from './inline-blocks';
