// Stand-alone mode of the admin remote (development only): its pages without the shell.
import { REMOTE_PAGES } from '@babynews/contracts';
import { mountStandalone } from '@babynews/ui';

mountStandalone(
  'admin',
  // One route per entry of the page table; rspack narrows this import to the table's files.
  Object.values(REMOTE_PAGES.admin).map(({ path, source }) => ({ path, lazy: async () => ({ Component: (await import(`./${source}`)).default }) })),
);
