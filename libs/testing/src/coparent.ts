import {
  coparentAcceptRoute,
  coparentConfirmRoute,
  coparentInviteRoute,
  coparentRemoveRoute,
  coparentStatusRoute,
  type CoparentAcceptResponse,
  type CoparentInviteResponse,
  type CoparentStatusResponse,
} from '@babynews/contracts';
import { expectStatus, type ApiClient, type Reply } from './client';
import type { Factories, MemberActor, OwnerActor } from './factories';

/**
 * Co-parent calls (ARCHITECTURE "Two parents") for the API tests and e2e alike, over any `ApiClient`, paths
 * from the API table (`coparentRoutes`). Bodies are passed as given, so validation tests can send anything.
 */
export interface CoparentApi {
  status(token: string | null, code: string): Promise<Reply<CoparentStatusResponse>>;
  invite(token: string | null, code: string): Promise<Reply<CoparentInviteResponse>>;
  accept(token: string | null, body: unknown): Promise<Reply<CoparentAcceptResponse>>;
  confirm(token: string | null, code: string): Promise<Reply<CoparentStatusResponse>>;
  remove(token: string | null, code: string): Promise<Reply<CoparentStatusResponse>>;
}

/** `CoparentApi` over `api`. */
export function coparentApi(api: ApiClient): CoparentApi {
  return {
    status: (token, code) => api.route(coparentStatusRoute, { params: { code } }, token),
    invite: (token, code) => api.route(coparentInviteRoute, { params: { code } }, token),
    accept: (token, body) => api.route(coparentAcceptRoute, { body: body as { token: string } }, token),
    confirm: (token, code) => api.route(coparentConfirmRoute, { params: { code } }, token),
    remove: (token, code) => api.route(coparentRemoveRoute, { params: { code } }, token),
  };
}

/** The one-time token of an invitation link: its fragment's `t`. */
export function inviteToken(inviteUrl: string): string {
  return new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('t') ?? '';
}

/**
 * A creator with a news page and a second member confirmed as its co-parent (invite, accept, confirm; each
 * call must answer 200): `{creator, coparent}`.
 */
export async function ownerWithCoparent(
  api: ApiClient,
  make: Factories,
  options: { creator?: OwnerActor; prefix?: string } = {},
): Promise<{ creator: OwnerActor; coparent: MemberActor }> {
  const calls = coparentApi(api);
  const creator = options.creator ?? (await make.ownerWithNews({ prefix: options.prefix }));
  const coparent = await make.member({ prefix: options.prefix });
  const { inviteUrl } = expectStatus(await calls.invite(creator.token, creator.code), 200, 'coparent/invite');
  expectStatus(await calls.accept(coparent.token, { token: inviteToken(inviteUrl) }), 200, 'coparent/accept');
  expectStatus(await calls.confirm(creator.token, creator.code), 200, 'coparent/confirm');
  return { creator, coparent };
}
