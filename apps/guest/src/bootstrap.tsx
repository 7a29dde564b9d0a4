// Stand-alone mode of the guest remote (development only): its pages without the shell.
import { Link } from 'react-router-dom';
import { REMOTE_PAGES } from '@babynews/contracts';
import { mountStandalone } from '@babynews/ui/standalone';

mountStandalone(
  'guest',
  // One route per entry of the page table; rspack narrows this import to the table's files.
  Object.values(REMOTE_PAGES.guest).map(({ path, source }) => ({ path, lazy: async () => ({ Component: (await import(`./${source}`)).default }) })),
  <Link to="/notice">공지사항</Link>,
);
