import { listRemotePages, PAGE_TABLES } from '@babynews/contracts';
import { hostRenderer } from './server';

describe('the host’s server renderer and the page table', () => {
  it('carries exactly the host pages whose table entry has server: true', () => {
    const flagged = listRemotePages(PAGE_TABLES).filter((page) => page.remote === 'host' && page.server);
    expect(flagged.map((page) => page.module).sort()).toEqual(Object.keys(hostRenderer.pages).sort());
    for (const component of Object.values(hostRenderer.pages)) expect(typeof component).toBe('function');
  });
});
