import type { LegalOperator } from '../consent/documents';
import type { ErrorCode } from './error-status';

/** Shapes every part of the API and the front ends share (ARCHITECTURE §4). */

/** JSON error body of every failed call (ARCHITECTURE §4). */
export interface ApiError {
  statusCode: number;
  /** Upper-snake code from ERROR_CODES (ARCHITECTURE §4.19); clients branch on it. */
  code: ErrorCode;
  message: string;
  error: string;
}

/** Runtime configuration the shell fetches at start (`/runtime-config.json`). */
export interface RuntimeConfig {
  /** Manifest URL of each remote, e.g. `/remotes/guest/mf-manifest.json`. */
  remotes: Record<'guest' | 'host' | 'admin', string>;
  publicBaseUrl: string;
  kakao: { authUrl: string; clientId: string; redirectUri: string; enabled: boolean };
  google: { authUrl: string; clientId: string; redirectUri: string; enabled: boolean };
  /** Who the legal pages name (the terms of use, the privacy policy). */
  operator: LegalOperator;
  /** KakaoTalk share (ARCHITECTURE "KakaoTalk share"): the app's JavaScript key and the SDK to load, or null (no key). */
  kakaoShare: { jsKey: string; sdkUrl: string; integrity: string } | null;
}
