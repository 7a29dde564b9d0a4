import { useEffect, useState } from 'react';
import type { LegalOperator } from '@babynews/contracts';
import { loadRuntimeConfig, runtimeConfigNow } from '../../federation/remotes';

/** Nothing configured: every line says the operator has not entered it. */
export const NO_OPERATOR: LegalOperator = { name: null, privacyOfficer: null, contactEmail: null };

/**
 * Who the legal pages name (OPERATOR_NAME, PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL, ARCHITECTURE
 * §4.24), from the runtime config: at once the one the page carries (on the server, the one it is rendered
 * with), so hydration draws what the server drew; on a page served without it, once it is loaded.
 */
export function useLegalOperator(): LegalOperator {
  const [operator, setOperator] = useState<LegalOperator | undefined>(() => runtimeConfigNow()?.operator);
  useEffect(() => {
    if (operator) return;
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setOperator(config.operator ?? NO_OPERATOR),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [operator]);
  return operator ?? NO_OPERATOR;
}
