import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { ScrollReveal } from './ScrollReveal';

/** jsdom lays nothing out: the first `onScreen` items get a box inside a 740 px viewport, the rest one below it. */
function layOut(container: HTMLElement, onScreen: number) {
  Array.from(container.querySelectorAll('li')).forEach((item, index) => {
    const top = index < onScreen ? index * 200 : 1000 + index * 200;
    item.getBoundingClientRect = () => ({ top, bottom: top + 180, left: 0, right: 360, width: 360, height: 180, x: 0, y: top, toJSON: () => ({}) });
  });
}

const list = (
  <ScrollReveal as="ul">
    <li>아기띠</li>
    <li>젖병 세트</li>
    <li>딸랑이</li>
  </ScrollReveal>
);

describe('ScrollReveal', () => {
  let root: Root | undefined;
  const observed: Element[] = [];
  beforeAll(() => {
    window.innerHeight = 740;
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    globalThis.IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    act(() => root?.unmount());
    observed.length = 0;
    document.body.innerHTML = '';
  });

  it('leaves the server-rendered items on screen as painted, and hides only those below it until they scroll in', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(list)}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    layOut(container, 2);
    await act(async () => {
      root = hydrateRoot(container, list);
    });
    const states = Array.from(container.querySelectorAll('li')).map((item) => item.dataset.reveal);
    expect(states).toEqual(['shown', 'shown', 'hidden']);
    expect(observed.map((item) => item.textContent)).toEqual(['딸랑이']);
  });

  it('fades in every item of a list the browser draws itself, those on screen too', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root') as HTMLElement;
    root = createRoot(container);
    await act(async () => root!.render(list));
    expect(Array.from(container.querySelectorAll('li')).map((item) => item.dataset.reveal)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(observed).toHaveLength(3);
  });
});
