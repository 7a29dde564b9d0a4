import { listRemotePages, PAGE_TABLES } from '@babynews/contracts';
import { guestRenderer } from './server';

describe('the guest’s server renderer and the page table', () => {
  it('carries exactly the guest pages whose table entry has server: true', () => {
    const flagged = listRemotePages(PAGE_TABLES).filter((page) => page.remote === 'guest' && page.server);
    expect(flagged.map((page) => page.module).sort()).toEqual(Object.keys(guestRenderer.pages).sort());
    for (const component of Object.values(guestRenderer.pages)) expect(typeof component).toBe('function');
  });
});
