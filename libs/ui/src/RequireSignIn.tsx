import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { postLoginRedirect, selectSignedIn, useSession } from '@babynews/session';

/**
 * Renders `children` only for a signed-in member (spec §6: a display name is required).
 * Otherwise remembers the current address as the post-login address and replaces the page
 * with `/user/login`.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSession(selectSignedIn);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    postLoginRedirect.save(location.pathname + location.search);
    void navigate('/user/login', { replace: true });
  }, [signedIn, location.pathname, location.search, navigate]);
  return signedIn ? <>{children}</> : null;
}
