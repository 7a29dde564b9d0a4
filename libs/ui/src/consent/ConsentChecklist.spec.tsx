import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_MSG, SIGNUP_CONSENT_ORDER, type LegalDocument } from '@babynews/contracts';
import { ConsentChecklist } from './ConsentChecklist';
import { useConsentChecklist, type ConsentChecklistState } from './useConsentChecklist';

/**
 * The consent step (ARCHITECTURE §4.24): four separate boxes, none ticked at first; '전체 동의' ticks
 * or unticks them all and shows ticked only while every box is; the privacy box carries the summary;
 * the full texts open in a new tab; `check` names the first required box left unticked.
 */

let latest: ConsentChecklistState;
function Harness({ documents = SIGNUP_CONSENT_ORDER }: { documents?: readonly LegalDocument[] }) {
  const state = useConsentChecklist(documents, 'test');
  latest = state;
  return <ConsentChecklist state={state} />;
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const all = () => box(CONSENT_MSG.allAgree);
const boxes = () => SIGNUP_CONSENT_ORDER.map((document) => box(CONSENT_MSG.label[document]));

it('shows the four boxes in order, separate and unticked, with links and the privacy summary', () => {
  render(<Harness />);
  expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
    CONSENT_MSG.allAgree,
    ...SIGNUP_CONSENT_ORDER.map((document) => CONSENT_MSG.label[document]),
  ]);
  expect(boxes().map((b) => b.checked)).toEqual([false, false, false, false]);
  expect(all().checked).toBe(false);
  const privacy = box(CONSENT_MSG.label.privacy);
  expect(document.getElementById(privacy.getAttribute('aria-describedby')!)!.textContent).toBe(CONSENT_MSG.signupPrivacySummary);
  const terms = screen.getByRole('link', { name: new RegExp(CONSENT_MSG.termsLink) });
  expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual(['/terms-of-use', '_blank']);
  expect(screen.getByRole('link', { name: new RegExp(CONSENT_MSG.privacyLink) }).getAttribute('href')).toBe('/privacy-policy');
});

it("'전체 동의' ticks every box; unticking one unticks '전체 동의'; ticking it back ticks it again", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(all());
  expect(boxes().map((b) => b.checked)).toEqual([true, true, true, true]);
  expect(all().checked).toBe(true);

  await user.click(box(CONSENT_MSG.label.age14));
  expect(all().checked).toBe(false);
  expect(boxes().map((b) => b.checked)).toEqual([true, true, false, true]);

  await user.click(box(CONSENT_MSG.label.age14));
  expect(all().checked).toBe(true);

  await user.click(all());
  expect(boxes().map((b) => b.checked)).toEqual([false, false, false, false]);
});

it('ticking the boxes one by one ticks 전체 동의 only when the last (optional) one is ticked too', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  for (const document of ['terms', 'privacy', 'age14'] as const) await user.click(box(CONSENT_MSG.label[document]));
  expect(all().checked).toBe(false);
  let passed = false;
  act(() => void (passed = latest.check()));
  expect(passed).toBe(true); // the required ones suffice
  await user.click(box(CONSENT_MSG.label.marketing));
  expect(all().checked).toBe(true);
});

it('check names the first required box left unticked, focuses it, and the message clears after 3 s', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Harness />);
    await user.click(box(CONSENT_MSG.label.terms));
    await user.click(box(CONSENT_MSG.label.marketing));
    let passed = true;
    act(() => void (passed = latest.check()));
    expect(passed).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(CONSENT_MSG.missing.privacy);
    expect(document.activeElement).toBe(box(CONSENT_MSG.label.privacy));
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('a single pending document shows no 전체 동의', () => {
  render(<Harness documents={['terms']} />);
  expect(screen.queryByLabelText(CONSENT_MSG.allAgree)).toBeNull();
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
});
