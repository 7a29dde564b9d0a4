import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { displayNameSchema, emailSchema, MSG, SIGNUP_CONSENT_ORDER, type SocialProvider } from '@babynews/contracts';
import { ApiRequestError, errorMessage, postLoginRedirect, useSession } from '@babynews/session';
import { useTransientError } from '@babynews/ui';
import { useConsentChecklist } from '@babynews/ui/consent';
import { useDuplicateCheck } from '../../register/hooks/useDuplicateCheck';
import { registerSocial, TICKET_FIELD } from '../api/socialRegisterApi';

const MISSING: Record<SocialProvider, string> = { kakao: MSG.auth.kakaoMissing, google: MSG.auth.googleMissing };
/** Server answers after which only a new provider login helps. */
const TICKET_MESSAGES: string[] = [MSG.auth.ticketInvalid, MSG.auth.ticketUsed];

/**
 * State and submit of the extra-info sign-up `/user/register/{provider}` (spec §2, §4, §5, §8).
 * The ticket arrives in the history state from the redirect-back page; without it the page
 * alerts '{카카오|구글} 정보가 없습니다. 다시 로그인해주세요.' and goes to /user/login. E-mail and
 * nickname each need a passed duplicate check (reset on edit); submit checks, in the spec's
 * order, e-mail, nickname, both checks, then the consent step (ARCHITECTURE §4.24), then calls registerProc, stores the token and goes to
 * the saved post-login address or '/'. `relogin` is true when the ticket was refused.
 */
export function useSocialRegisterForm(provider: SocialProvider) {
  const navigate = useNavigate();
  const location = useLocation();
  const ticket = (location.state as Partial<Record<string, unknown>> | null)?.[TICKET_FIELD[provider]];
  const validTicket = typeof ticket === 'string' && ticket.length > 0 ? ticket : null;
  const email = useDuplicateCheck('email');
  const displayName = useDuplicateCheck('displayName');
  const consents = useConsentChecklist(SIGNUP_CONSENT_ORDER, 'social-register');
  const [formError, setFormError] = useTransientError();
  const [relogin, setRelogin] = useState(false);
  const [busy, setBusy] = useState(false);
  const alerted = useRef(false);

  useEffect(() => {
    if (validTicket || alerted.current) return;
    alerted.current = true; // StrictMode runs effects twice: alert once
    window.alert(MISSING[provider]);
    void navigate('/user/login', { replace: true });
  }, [validTicket, provider, navigate]);

  const fail = (field: 'email' | 'displayName', message: string) => {
    ({ email, displayName })[field].setError(message);
    document.getElementById(`social-register-${field}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setRelogin(false);
    const parsedEmail = emailSchema.safeParse(email.value);
    if (!parsedEmail.success) return fail('email', parsedEmail.error.issues[0]?.message ?? MSG.auth.emailRequired);
    const parsedName = displayNameSchema.safeParse(displayName.value);
    if (!parsedName.success) return fail('displayName', parsedName.error.issues[0]?.message ?? MSG.auth.displayNameRequired);
    if (!email.checked) return fail('email', MSG.auth.emailCheckRequired);
    if (!displayName.checked) return fail('displayName', MSG.auth.displayNameCheckRequired);
    if (!consents.check()) return;
    if (!validTicket) return setFormError(MISSING[provider]);

    setBusy(true);
    try {
      const { accessToken } = await registerSocial(provider, validTicket, parsedEmail.data, parsedName.data, {
        terms: true,
        privacy: true,
        age14: true,
        marketing: consents.choices.marketing === true,
      });
      if (!useSession.getState().login(accessToken)) throw new ApiRequestError(200, MSG.auth.signupFailed, null);
      void navigate(postLoginRedirect.consume('/'), { replace: true });
    } catch (caught) {
      const message = errorMessage(caught, MSG.auth.signupFailed);
      setBusy(false);
      if (message === MSG.auth.emailTaken || message === MSG.auth.displayNameTaken) {
        const field = message === MSG.auth.emailTaken ? 'email' : 'displayName';
        ({ email, displayName })[field].setValue({ email, displayName }[field].value); // the check no longer holds
        return fail(field, message);
      }
      setRelogin(TICKET_MESSAGES.includes(message));
      setFormError(message);
    }
  };

  return { hasTicket: !!validTicket, email, displayName, consents, formError, relogin, busy, submit };
}
