import { renderWithInlineBlocks, takeInlineData, takeInlineJson } from './inline-data';

/** On the server (no document) the components read the blocks the HTML will carry, during the render only. */
describe('takeInlineJson during a server render', () => {
  const blocks = [
    { id: 'bn-landing-data', json: '{"hero":{"title":"<봄>"}}' },
    { id: 'bn-page-data', json: '{"title":"콩이"}', attributes: { 'data-path': '/api/event/fetchInfoByCode/abc123' } },
    { id: 'bn-broken', json: '{broken' },
  ];

  it('reads a block as often as the render asks (nothing is removed), and only the path a page-data block answers', () => {
    const read = renderWithInlineBlocks(blocks, () => [
      takeInlineJson('bn-landing-data'),
      takeInlineJson('bn-landing-data'),
      takeInlineData('/event/fetchInfoByCode/abc123'),
      takeInlineData('/event/fetchInfoByCode/other'),
      takeInlineJson('bn-broken'),
      takeInlineJson('bn-missing'),
    ]);
    expect(read).toEqual([{ hero: { title: '<봄>' } }, { hero: { title: '<봄>' } }, { title: '콩이' }, undefined, undefined, undefined]);
  });

  it('reads nothing outside a render, also after a render that threw', () => {
    expect(() =>
      renderWithInlineBlocks(blocks, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(takeInlineJson('bn-landing-data')).toBeUndefined();
  });
});
