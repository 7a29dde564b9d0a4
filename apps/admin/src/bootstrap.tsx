// Stand-alone mode of the admin remote (development only): its pages without the shell.
import { REMOTE_PAGES } from '@babynews/contracts';
import { mountStandalone } from '@babynews/ui/standalone';
import { withAdminFrame } from './frame/withAdminFrame';

mountStandalone(
  'admin',
  // One route per entry of the page table, in its frame; rspack narrows this import to the table's files.
  Object.values(REMOTE_PAGES.admin).map(({ path, source, frame }) => ({
    path,
    lazy: async () => {
      const Page = (await import(`./${source}`)).default;
      return { Component: frame === 'admin' ? withAdminFrame(Page) : Page };
    },
  })),
);
