import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@babynews/contracts';
import { LoadingState } from '@babynews/ui';
import { tokenStorage, useSession } from '@babynews/session';

const GuardPassed = createContext(false);

/**
 * Admin guard of spec §4: waits LIMITS.adminGuardDelayMs (300 ms), then redirects to
 * /login/admin if there is no stored token, no token in state, no display name, or the role is
 * not ROLE_ADMIN. Renders a loading state until the check passes. Inside a guard that already
 * passed it renders its children at once (pages wrapped twice wait once). The API re-checks the
 * role from the database on every admin call (ARCHITECTURE §5); this guard only decides what to show.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  if (useContext(GuardPassed)) return <>{children}</>;
  return <GuardCheck>{children}</GuardCheck>;
}

function GuardCheck({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const displayName = useSession((s) => s.displayName);
  const role = useSession((s) => s.role);
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const ok = Boolean(tokenStorage.read() && token && displayName && role === 'ROLE_ADMIN');
      setAllowed(ok);
      if (!ok) void navigate('/login/admin', { replace: true });
    }, LIMITS.adminGuardDelayMs);
    return () => window.clearTimeout(timer);
  }, [token, displayName, role, navigate]);

  return allowed ? <GuardPassed.Provider value={true}>{children}</GuardPassed.Provider> : <LoadingState text="관리자 권한을 확인하는 중입니다..." />;
}
