// Pitching loader of the admin remote (ARCHITECTURE §1, spec §4 admin guard): replaces an admin page
// module by `withAdminFrame(page)`, so every page of libs/contracts/src/pages/admin.json under /admin
// gets the guard and the sidebar whatever it exports. The original file is imported again with the
// `?admin-page` query, which this rule does not match (rspack.config.mjs).

/** Query marking the page file itself (the wrapper imports it; the rule skips it). */
const RAW_QUERY = 'admin-page';

/**
 * @this {{ resourcePath: string, getOptions(): { frame: string } }}
 * @returns {string} the wrapper module's source (TypeScript-compatible ESM, then compiled by swc).
 */
function pitch() {
  const { frame } = this.getOptions();
  return [
    `import Page from ${JSON.stringify(`${this.resourcePath}?${RAW_QUERY}`)};`,
    `import { withAdminFrame } from ${JSON.stringify(frame)};`,
    'export default withAdminFrame(Page);',
    '',
  ].join('\n');
}

module.exports = function passThrough(source) {
  return source;
};
module.exports.pitch = pitch;
module.exports.RAW_QUERY = RAW_QUERY;
