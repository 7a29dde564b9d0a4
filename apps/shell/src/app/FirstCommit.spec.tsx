import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { heldTaps } from '@babynews/ui';
import { FirstCommit } from './FirstCommit';

const record = heldTaps();

function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        선물 예약하기
      </button>
      <output>{taps}</output>
      <FirstCommit />
    </>
  );
}

/** Puts the server's markup of `Counter` in the document and returns its button (no handler yet). */
function serverMarkup(): HTMLButtonElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Counter />)}</div>`;
  return document.querySelector('button') as HTMLButtonElement;
}

/** Hydrates the page, then lets the task FirstCommit schedules run. */
async function hydrate(): Promise<Root> {
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(document.getElementById('root') as HTMLElement, <Counter />);
  });
  await act(() => new Promise<void>((done) => setTimeout(done)));
  return root;
}

describe('FirstCommit: a tap the boot script held on the server’s markup before the page was live', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    record.bnHydrated = undefined;
    record.bnTap = undefined;
    document.body.innerHTML = '';
  });

  it('is replayed once the page has committed, once, and the page is marked hydrated', async () => {
    const button = serverMarkup();
    record.bnTap = { el: button, at: Date.now() };
    root = await hydrate();
    expect(record.bnHydrated).toBe(true);
    expect(document.querySelector('output')?.textContent).toBe('1');
    expect(record.bnTap).toBeUndefined();
  });

  it('is not replayed when none was held, nor when it is older than 10 s', async () => {
    serverMarkup();
    record.bnTap = null;
    root = await hydrate();
    expect(document.querySelector('output')?.textContent).toBe('0');
    act(() => root?.unmount());

    record.bnHydrated = undefined;
    const button = serverMarkup();
    record.bnTap = { el: button, at: Date.now() - 10_000 };
    root = await hydrate();
    expect(document.querySelector('output')?.textContent).toBe('0');
  });
});
