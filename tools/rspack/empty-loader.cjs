// A module with nothing in it: what a stylesheet import becomes in a server bundle (tools/rspack/ssr.mjs).
module.exports = function emptyModule() {
  return 'export {};';
};
