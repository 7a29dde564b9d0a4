import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import {
  findPage,
  frameProviderFor,
  isKnownPageIn,
  listPages,
  NOT_FOUND_TITLE,
  PAGE_TABLES,
  pageTitleIn,
  remoteExposes,
  type PageTables,
} from '@babynews/contracts';
import { loadRemoteModule } from '../federation/remotes';
import { pageRoutes } from './pageRoutes';

/**
 * A page added to a table is found everywhere the tables reach (ARCHITECTURE.md "Adding a page"):
 * the router's routes (with its frame around it), the remote's exposes, the `<title>` and the
 * answer "is a page". A made-up table entry goes through the same pure functions the real modules
 * call with the real tables; the remotes are stand-ins (loadRemoteModule is mocked).
 */

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn(() => 'retry') }));

const remoteModules: Record<string, { default: (props: { children?: ReactNode }) => ReactNode }> = {
  'admin/AuditPage': { default: () => <p>감사 기록 화면</p> },
  'host/BabyDiaryPage': { default: () => <p>아기 일기 화면</p> },
  'admin/AdminPageFrame': {
    default: ({ children }) => (
      <section aria-label="관리자 틀">
        <p>관리자 확인됨</p>
        {children}
      </section>
    ),
  },
};

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (remote: string, expose: string) => {
    const found = remoteModules[`${remote}/${expose}`];
    if (!found) throw new Error(`no stand-in for ${remote}/${expose}`);
    return found as never;
  });
});

/** The real tables plus one made-up page in the shell, the host remote and the admin remote. */
const tables: PageTables = {
  ...PAGE_TABLES,
  shell: { ...PAGE_TABLES.shell, DiaryHelpPage: { path: '/diary/help', source: 'diary/DiaryHelpPage.tsx', title: '일기 도움말', frame: 'plain' } },
  host: { ...PAGE_TABLES.host, BabyDiaryPage: { path: '/event/diary/:code', source: 'diary/BabyDiaryPage.tsx', title: '아기 일기', frame: 'plain' } },
  admin: { ...PAGE_TABLES.admin, AuditPage: { path: '/admin/audit', source: 'audit/AuditPage.tsx', title: '감사 기록', frame: 'admin' } },
};

const loadShellPage = jest.fn(async (source: string) => {
  if (source !== 'diary/DiaryHelpPage.tsx') throw new Error(`no stand-in for ${source}`);
  return { default: () => <p>일기 도움말 화면</p> };
});

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={pageRoutes(tables, loadShellPage)} />
    </MemoryRouter>,
  );
}

describe('a made-up page in the tables', () => {
  it('gets a route, an expose, a title and a place among the known pages', () => {
    const paths = pageRoutes(tables, loadShellPage).map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/diary/help', '/event/diary/:code', '/admin/audit']));
    expect(remoteExposes(tables, 'host')).toMatchObject({ './BabyDiaryPage': './src/diary/BabyDiaryPage.tsx' });
    expect(remoteExposes(tables, 'admin')).toMatchObject({ './AuditPage': './src/audit/AuditPage.tsx' });
    expect(pageTitleIn(tables, '/event/diary/abc')).toBe('아기 일기 | 아기소식');
    expect(pageTitleIn(tables, '/admin/audit')).toBe('감사 기록 | 아기소식');
    expect(pageTitleIn(tables, '/diary/help')).toBe('일기 도움말 | 아기소식');
    expect(isKnownPageIn(tables, '/diary/help')).toBe(true);
    // the real tables do not have it: everything above came from the table passed in
    expect(pageTitleIn(PAGE_TABLES, '/admin/audit')).toBe(NOT_FOUND_TITLE);
    expect(isKnownPageIn(PAGE_TABLES, '/event/diary/abc')).toBe(false);
  });

  it('is guarded exactly when its frame says so', () => {
    expect(frameProviderFor(findPage(tables, '/admin/audit')!.frame)).toMatchObject({ remote: 'admin', module: 'AdminPageFrame' });
    expect(frameProviderFor(findPage(tables, '/event/diary/abc')!.frame)).toBeNull();
  });

  it('renders a remote page with frame "admin" inside the admin remote’s frame module', async () => {
    renderAt('/admin/audit');
    expect(await screen.findByText('감사 기록 화면')).toBeTruthy();
    expect(screen.getByRole('region', { name: '관리자 틀' }).textContent).toContain('감사 기록 화면');
    expect(loadRemoteModule).toHaveBeenCalledWith('admin', 'AdminPageFrame');
    expect(loadRemoteModule).toHaveBeenCalledWith('admin', 'AuditPage');
  });

  it('renders a plain remote page by its module name, without a frame', async () => {
    renderAt('/event/diary/abc');
    expect(await screen.findByText('아기 일기 화면')).toBeTruthy();
    expect(screen.queryByText('관리자 확인됨')).toBeNull();
    expect(loadRemoteModule).toHaveBeenCalledWith('host', 'BabyDiaryPage');
  });

  it('renders a shell page from its source file', async () => {
    renderAt('/diary/help');
    expect(await screen.findByText('일기 도움말 화면')).toBeTruthy();
    expect(loadShellPage).toHaveBeenCalledWith('diary/DiaryHelpPage.tsx');
  });
});

describe('the real tables', () => {
  it('give the router one route per page, each page framed as its entry says', () => {
    const routes = pageRoutes(PAGE_TABLES, loadShellPage);
    expect(routes.map((route) => route.path)).toEqual(listPages().map((page) => page.path));
    const admin = listPages().filter((page) => page.frame === 'admin');
    expect(admin.map((page) => page.path)).toEqual(expect.arrayContaining(['/admin', '/admin/member/stats', '/admin/notice/create']));
    expect(admin.every((page) => page.app === 'admin')).toBe(true);
  });
});
