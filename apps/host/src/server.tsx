import type { RemoteRenderer } from '@babynews/contracts';
import MyPage from './mypage/MyPage';

/**
 * The host app's server renderer (ARCHITECTURE "How a first visit travels"): the components of its
 * pages whose entry in pages/host.json has `server: true` (my page, rendered for the member the
 * session cookie names; server.spec.tsx holds the two lists equal), by name. The API loads this
 * module's build (`dist/ssr/host/render.cjs`) and hands them to the shell's renderer.
 */
export const hostRenderer: RemoteRenderer = { pages: { MyPage } };
