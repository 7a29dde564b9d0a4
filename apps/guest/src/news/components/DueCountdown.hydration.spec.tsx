import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { dueDateCountdown, RENDER_TIME_ID } from '@babynews/contracts';
import { forgetTakenInlineJson, renderWithInlineBlocks } from '@babynews/session';
import { DueCountdown } from './DueCountdown';

const RENDERED_AT = Date.parse('2031-03-01T03:00:00.000Z'); // noon in Seoul, ten days before the due date

describe('useRenderTime: a server-rendered page counts days from its render time, then from the browser’s clock', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    forgetTakenInlineJson();
    document.body.innerHTML = '';
  });

  it('hydrates the server’s countdown without a mismatch, then shows today’s', async () => {
    const block = { id: RENDER_TIME_ID, json: String(RENDERED_AT) };
    const html = renderWithInlineBlocks([block], () => renderToString(<DueCountdown news={{ dueDate: '2031-03-11' }} />));
    expect(html).toContain('<strong>D-10</strong>');

    document.body.innerHTML = `<script type="application/json" id="${RENDER_TIME_ID}">${block.json}</script><div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const serverNode = container.querySelector('strong');
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <DueCountdown news={{ dueDate: '2031-03-11' }} />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(container.querySelector('strong')).toBe(serverNode);
    // this browser's clock is not 2031: the count it shows is its own
    expect(serverNode?.textContent).toBe(dueDateCountdown('2031-03-11', new Date())?.label);
    expect(serverNode?.textContent).not.toBe('D-10');
  });

  it('counts from the browser’s clock at once where the server rendered nothing', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { createRoot } = await import('react-dom/client');
    const container = document.getElementById('root') as HTMLElement;
    const fresh = createRoot(container);
    await act(async () => fresh.render(<DueCountdown news={{ dueDate: '2031-03-11' }} />));
    expect(container.querySelector('strong')?.textContent).toBe(dueDateCountdown('2031-03-11', new Date())?.label);
    act(() => fresh.unmount());
  });
});
