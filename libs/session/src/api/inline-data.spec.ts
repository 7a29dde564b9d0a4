/**
 * @jest-environment jsdom
 */
import { PAGE_DATA_ID } from '@babynews/contracts';
import { forgetTakenInlineJson, takeInlineData, takeInlineJson } from './inline-data';

afterEach(() => forgetTakenInlineJson());

/**
 * The public read inline in a news page's HTML is taken out of the document, and only for the path it
 * answers; a render React redoes reads it again until the page has committed (`forgetTakenInlineJson`).
 */
describe('takeInlineData', () => {
  const put = (path: string, text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.setAttribute('data-path', path);
    block.textContent = text;
    document.body.append(block);
  };
  afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

  it('gives the data for its own path (the block leaves the document), again until forgotten', () => {
    put('/api/event/fetchInfoByCode/abc123', '{"title":"\\u003c콩이\\u003e"}');
    expect(takeInlineData('/event/fetchInfoByCode/other')).toBeUndefined();
    expect(takeInlineData('/event/fetchInfoByCode/abc123')).toEqual({ title: '<콩이>' });
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    // a redone render of the same page reads the same; another page's read still gets nothing
    expect(takeInlineData('/event/fetchInfoByCode/abc123')).toEqual({ title: '<콩이>' });
    expect(takeInlineData('/event/fetchInfoByCode/other')).toBeUndefined();
    forgetTakenInlineJson();
    expect(takeInlineData('/event/fetchInfoByCode/abc123')).toBeUndefined();
  });

  it('gives nothing for a block that is not JSON', () => {
    put('/api/event/fetchInfoByCode/abc123', '{broken');
    expect(takeInlineData('/event/fetchInfoByCode/abc123')).toBeUndefined();
  });
});

describe('takeInlineJson', () => {
  it('takes any block by id until forgotten; a refused block stays for its reader', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bn-landing-data';
    block.textContent = '{"hero":null}';
    document.body.append(block);
    expect(takeInlineJson('bn-landing-data', () => false)).toBeUndefined();
    expect(document.getElementById('bn-landing-data')).not.toBeNull();
    expect(takeInlineJson('bn-landing-data')).toEqual({ hero: null });
    expect(takeInlineJson('bn-landing-data')).toEqual({ hero: null });
    forgetTakenInlineJson();
    expect(takeInlineJson('bn-landing-data')).toBeUndefined();
  });
});
