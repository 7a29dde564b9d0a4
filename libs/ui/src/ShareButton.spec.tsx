import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MSG, RUNTIME_CONFIG_ID } from '@babynews/contracts';
import { ShareButton } from './ShareButton';
import type { KakaoFeed } from './share/kakao-sdk';

const SDK_URL = 'https://sdk.kakao.test/kakao.min.js';
const INTEGRITY = 'sha384-abc';

/** Puts the runtime config inline, as the server does on every page. */
function inlineConfig(kakaoShare: { jsKey: string; sdkUrl: string; integrity: string } | null) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ID;
  block.textContent = JSON.stringify({ publicBaseUrl: 'https://babynews.test', kakaoShare });
  document.body.appendChild(block);
}

const props = {
  title: '콩이가 찾아왔어요',
  description: '콩이엄마님의 소식',
  link: () => 'https://babynews.test/event/abc123',
  imageUrl: () => 'https://babynews.test/api/event/card/abc123.png?v=1',
  onCopied: jest.fn(),
};
const sdkScripts = () => Array.from(document.head.querySelectorAll('script')).filter((s) => s.src === SDK_URL);

afterEach(() => {
  document.body.innerHTML = '';
  for (const s of sdkScripts()) s.remove();
  delete (window as { Kakao?: unknown }).Kakao;
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('ShareButton (ARCHITECTURE "KakaoTalk share")', () => {
  it('with a key: reads 카카오톡으로 공유, loads the SDK with its SRI hash only on pointerdown, and sends the feed card', async () => {
    inlineConfig({ jsKey: 'key-1', sdkUrl: SDK_URL, integrity: INTEGRITY });
    render(<ShareButton {...props} />);
    const button = screen.getByRole('button', { name: '카카오톡으로 공유' });
    expect(sdkScripts()).toHaveLength(0);

    fireEvent.pointerDown(button);
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    const [script] = sdkScripts();
    expect(script!.integrity).toBe(INTEGRITY);
    expect(script!.crossOrigin).toBe('anonymous');
    const sent: KakaoFeed[] = [];
    const init = jest.fn();
    (window as { Kakao?: unknown }).Kakao = { init, isInitialized: () => init.mock.calls.length > 0, Share: { sendDefault: (m: KakaoFeed) => sent.push(m) } };
    await act(async () => {
      script!.dispatchEvent(new Event('load'));
    });

    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(init).toHaveBeenCalledWith('key-1');
    const link = { mobileWebUrl: 'https://babynews.test/event/abc123', webUrl: 'https://babynews.test/event/abc123' };
    expect(sent[0]).toEqual({
      objectType: 'feed',
      content: { title: props.title, description: props.description, imageUrl: props.imageUrl(), imageWidth: 1200, imageHeight: 630, link },
      buttons: [{ title: '소식 보기', link }],
    });
    // one script, however often it is pressed
    fireEvent.pointerDown(button);
    expect(sdkScripts()).toHaveLength(1);
  });

  it('when the SDK cannot be loaded, the phone share sheet takes over', async () => {
    inlineConfig({ jsKey: 'key-1', sdkUrl: SDK_URL, integrity: INTEGRITY });
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '카카오톡으로 공유' }));
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    await act(async () => {
      sdkScripts()[0]!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: props.title, text: MSG.event.shareText(props.title), url: props.link() }));
  });

  it('without a key: 공유하기 opens the share sheet where there is one, and never loads the SDK', async () => {
    inlineConfig(null);
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton {...props} />);
    const button = screen.getByRole('button', { name: '공유하기' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(sdkScripts()).toHaveLength(0);
  });

  it('without a key or a share sheet: copies the link and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(props.link()));
    await waitFor(() => expect(props.onCopied).toHaveBeenCalledTimes(1));
  });
});
