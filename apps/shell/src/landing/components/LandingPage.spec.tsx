import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANDING_DATA_ID, type AssetGroup } from '@babynews/contracts';
import { installFakeFetch, okAnswer, type FakeAnswer } from '@babynews/testing';
import { LandingPage } from './LandingPage';
import { forgetTakenInlineJson } from '@babynews/session';

const group = (code: string, title: string): AssetGroup => ({ code, title, mainImageUrl: null, mainImagePath: null, assetImages: [] });

/** The data block of the HTML the server sends for `/about`: the groups its hero was rendered with. */
function paintedDocument(heroTitle: string): void {
  document.body.innerHTML = `<script type="application/json" id="${LANDING_DATA_ID}">${JSON.stringify({
    hero: group('landing-hero', heroTitle),
    benefits: null,
    features: null,
  })}</script>`;
}

// each test is a fresh page load: the blocks an earlier one took are forgotten (the shell's FirstCommit does this in the browser)
afterEach(() => forgetTakenInlineJson());
describe('LandingPage starting from the data its HTML was rendered with (ARCHITECTURE §1 first visit)', () => {
  it('first renders the headline the HTML was rendered with, takes the data block, then shows the live read', async () => {
    paintedDocument('봄에 오는, 우리 아기');
    let answer: (value: FakeAnswer) => void = () => undefined;
    installFakeFetch((call) => (call.path.includes('landing-hero') ? new Promise<FakeAnswer>((resolve) => (answer = resolve)) : okAnswer(group('x', ''))));
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LandingPage />
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('봄에 오는,우리 아기');
    expect(document.getElementById(LANDING_DATA_ID)).toBeNull();
    await act(async () => answer(okAnswer(group('landing-hero', '새 소식, 함께'))));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('새 소식,함께'));
  });

  it('without painted data starts from the built-in copy', () => {
    document.body.innerHTML = '';
    installFakeFetch(() => new Promise<FakeAnswer>(() => undefined));
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('우리의 행복한 소식,함께 나눠요');
  });
});
