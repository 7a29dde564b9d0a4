// Stand-alone mode of the host remote (development only): its pages without the shell.
import { REMOTE_PAGES } from '@babynews/contracts';
import { mountStandalone } from '@babynews/ui/standalone';

mountStandalone(
  'host',
  // One route per entry of the page table; rspack narrows this import to the table's files.
  Object.values(REMOTE_PAGES.host).map(({ path, source }) => ({ path, lazy: async () => ({ Component: (await import(`./${source}`)).default }) })),
);
