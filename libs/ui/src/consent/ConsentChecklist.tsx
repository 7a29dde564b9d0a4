import { CONSENT_MSG, type LegalDocument } from '@babynews/contracts';
import type { ConsentChecklistState } from './useConsentChecklist';
import './consent.css';

/** The full text of the documents that have a page (spec §1: /terms-of-use, /privacy-policy). */
const FULL_TEXT: Partial<Record<LegalDocument, { href: string; label: string }>> = {
  terms: { href: '/terms-of-use', label: CONSENT_MSG.termsLink },
  privacy: { href: '/privacy-policy', label: CONSENT_MSG.privacyLink },
};

/**
 * The consent boxes of a sign-up or of the renewal page (ARCHITECTURE §4.24): '전체 동의', then one
 * separate box per document with its CONSENT_MSG.label, the privacy box with the summary of what is
 * collected, why and how long (CONSENT_MSG.signupPrivacySummary) beside it, and links to the full
 * terms and privacy policy in a new tab (the form keeps what was typed). The error names the first
 * required box left unticked (`state.check()`), announced as an alert.
 */
export function ConsentChecklist({ state }: { state: ConsentChecklistState & { idPrefix: string } }) {
  const id = (document: LegalDocument | 'all') => `${state.idPrefix}-consent-${document}`;
  return (
    <fieldset className="bn-consent">
      <legend className="bn-consent__legend">{CONSENT_MSG.stepLegend}</legend>
      {state.documents.length > 1 && (
        <div className="bn-consent__row bn-consent__row--all">
          <input id={id('all')} type="checkbox" checked={state.allTicked} onChange={(e) => state.setAll(e.target.checked)} />
          <label htmlFor={id('all')}>{CONSENT_MSG.allAgree}</label>
        </div>
      )}
      <ul className="bn-consent__list">
        {state.documents.map((document) => {
          const link = FULL_TEXT[document];
          const summaryId = document === 'privacy' ? `${id(document)}-summary` : undefined;
          return (
            <li key={document} className="bn-consent__item">
              <div className="bn-consent__row">
                <input
                  id={id(document)}
                  type="checkbox"
                  checked={state.choices[document] === true}
                  aria-describedby={summaryId}
                  onChange={(e) => state.set(document, e.target.checked)}
                />
                <label htmlFor={id(document)}>{CONSENT_MSG.label[document]}</label>
              </div>
              {summaryId && (
                <p id={summaryId} className="bn-consent__summary">
                  {CONSENT_MSG.signupPrivacySummary}
                </p>
              )}
              {link && (
                <a className="bn-consent__link" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label} <span className="bn-consent__new-tab">{CONSENT_MSG.newTab}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {state.error && (
        <p className="bn-consent__error" role="alert">
          {state.error}
        </p>
      )}
    </fieldset>
  );
}
