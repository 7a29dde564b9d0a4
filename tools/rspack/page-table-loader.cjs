// rspack loader for the page tables (libs/contracts/src/pages/<app>.json) in an app's browser build:
// another app's pages keep what the router reads (path, title, frame, server) and lose `source`, the
// file under that other app's src/ that only its own build and the rspack configs read. The tables
// are in every first visit's JavaScript (tools/budget/first-visit.mjs), so each byte there counts.
/** @param {string} text  the JSON file. @this {{ getOptions(): { keepSourceOf: string }, resourcePath: string }} */
module.exports = function pageTableLoader(text) {
  const { keepSourceOf } = this.getOptions();
  const app = /([a-z]+)\.json$/.exec(this.resourcePath)?.[1];
  if (app === keepSourceOf) return text;
  const table = JSON.parse(text);
  for (const page of Object.values(table)) delete page.source;
  return JSON.stringify(table);
};
