import type { ReactNode } from 'react';
import type { SocialProvider } from '@babynews/contracts';

/** Korean name of each social login provider (spec §2: '카카오', '구글'). */
export const PROVIDER_NAME: Record<SocialProvider, string> = { kakao: '카카오', google: '구글' };

export interface ProviderBadgeProps {
  provider: SocialProvider;
  /** The element to render: a span (default) or a paragraph. */
  as?: 'span' | 'p';
  /** The page's own class, e.g. for spacing. */
  className?: string;
  children: ReactNode;
}

/** A pill in the provider's colours (Kakao yellow, Google white), e.g. '카카오 로그인'. */
export function ProviderBadge({ provider, as: Tag = 'span', className, children }: ProviderBadgeProps) {
  return <Tag className={['bn-provider-badge', `bn-provider-badge--${provider}`, className].filter(Boolean).join(' ')}>{children}</Tag>;
}
