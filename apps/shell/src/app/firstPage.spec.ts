import { PAGE_TABLES } from '@babynews/contracts';
import { loadFirstPage } from './firstPage';

const Landing = () => null;

describe('loadFirstPage: the server-rendered page the browser hydrates in one pass', () => {
  it('answers the landing by its table source, loaded through the router’s loader', async () => {
    const asked: string[] = [];
    const pages = await loadFirstPage('/', async (source) => {
      asked.push(source);
      return { default: Landing };
    });
    expect(asked).toEqual([PAGE_TABLES.shell.LandingPage.source]);
    expect(pages?.get(PAGE_TABLES.shell.LandingPage.source)).toBe(Landing);
  });

  it('answers null for a page the server does not render, without loading anything', async () => {
    const loader = jest.fn();
    expect(await loadFirstPage('/user/login', loader)).toBeNull();
    expect(await loadFirstPage('/no/such/page', loader)).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('answers null when the page’s chunk fails to load: the router then shows its own error state', async () => {
    expect(await loadFirstPage(PAGE_TABLES.shell.TermsPage.path, () => Promise.reject(new Error('chunk failed')))).toBeNull();
  });
});
