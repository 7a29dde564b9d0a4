import { useState } from 'react';
import { CONSENT_MSG, LEGAL_DOCUMENTS, type LegalDocument } from '@babynews/contracts';
import { useTransientError } from '../useTransientError';

/** The ticked boxes of a consent step, by document. */
export type ConsentChoices = Partial<Record<LegalDocument, boolean>>;

/** The required documents a missing-consent message names. */
type RequiredDocument = Exclude<LegalDocument, 'marketing'>;

/** The first of `documents` that is required and not ticked in `choices`, or undefined. */
export function firstMissingConsent(documents: readonly LegalDocument[], choices: ConsentChoices): LegalDocument | undefined {
  return documents.find((document) => LEGAL_DOCUMENTS[document].required && choices[document] !== true);
}

/** The state a `ConsentChecklist` shows (see useConsentChecklist). */
export interface ConsentChecklistState {
  /** The boxes shown, in this order. */
  documents: readonly LegalDocument[];
  choices: ConsentChoices;
  /** True when every box shown is ticked ('전체 동의' shows ticked). */
  allTicked: boolean;
  /** Ticks or unticks one box (clears the error). */
  set(document: LegalDocument, ticked: boolean): void;
  /** '전체 동의': ticks every box, or unticks every box when all were ticked. */
  setAll(ticked: boolean): void;
  /** The message under the boxes ('' for none): CONSENT_MSG.missing of the first required box not ticked, after `check`; clears after 3 s (spec §9). */
  error: string;
  /**
   * Before submitting: true when every required box is ticked; else shows the missing one's message,
   * focuses its box and returns false.
   */
  check(): boolean;
}

/**
 * The consent step's state (ARCHITECTURE §4.24): one box per document of `documents`, none ticked at
 * first (consent is given by ticking, never pre-ticked), '전체 동의' ticking or unticking them all.
 * `idPrefix` names the boxes' ids (`{idPrefix}-consent-{document}`) so `check` can focus one.
 */
export function useConsentChecklist(documents: readonly LegalDocument[], idPrefix: string): ConsentChecklistState & { idPrefix: string } {
  const [choices, setChoices] = useState<ConsentChoices>({});
  const [error, setError] = useTransientError();
  const allTicked = documents.length > 0 && documents.every((document) => choices[document] === true);
  return {
    idPrefix,
    documents,
    choices,
    allTicked,
    error,
    set(document, ticked) {
      setChoices((current) => ({ ...current, [document]: ticked }));
      setError('');
    },
    setAll(ticked) {
      setChoices(Object.fromEntries(documents.map((document) => [document, ticked])));
      setError('');
    },
    check() {
      const missing = firstMissingConsent(documents, choices);
      if (!missing) return true;
      setError(CONSENT_MSG.missing[missing as RequiredDocument]);
      document.getElementById(`${idPrefix}-consent-${missing}`)?.focus();
      return false;
    },
  };
}
