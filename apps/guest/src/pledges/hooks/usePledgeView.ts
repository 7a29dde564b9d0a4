import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode, PledgeView } from '@babynews/contracts';
import { usePinGate } from '../../reservation/hooks/usePinGate';
import { viewPledge } from '../api/pledgeApi';
import { pledgeHandoff } from '../stores/pledgeHandoff';

/** Codes meaning "no such pledge here": unknown or cancelled pledge, another page's code. */
export const PLEDGE_MISSING_CODES: readonly ErrorCode[] = ['PLEDGE_NOT_FOUND', 'NEWS_NOT_FOUND', 'NOT_FOUND'];

export type PledgeViewState = { status: 'loading' } | { status: 'gate' } | { status: 'notFound' } | { status: 'ready'; data: PledgeView; password: string };

/**
 * The pledge page's state machine (ARCHITECTURE §4.22) for pledge `pledgeId` of news page `eventCode`: the
 * PIN gate (the reservation page's `usePinGate`: wrong PIN, lock messages, 3 s error line), then
 * `POST /api/pledge/view/{pledgeId}` `{eventCode, password}`; PLEDGE_NOT_FOUND → 'notFound'. A PIN handed
 * over by the pledge modal unlocks at once ('loading' meanwhile).
 */
export function usePledgeView(pledgeId: string, eventCode: string) {
  const [state, setState] = useState<PledgeViewState>({ status: 'loading' });
  const gate = usePinGate(PLEDGE_MISSING_CODES);
  const { attempt } = gate;

  const open = useCallback(
    async (candidate: string) => {
      const result = await attempt(() => viewPledge(pledgeId, eventCode, candidate));
      if (result.outcome === 'ok') setState({ status: 'ready', data: result.data, password: candidate });
      else if (result.outcome === 'missing') setState({ status: 'notFound' });
      else setState((current) => (current.status === 'loading' ? { status: 'gate' } : current));
    },
    [pledgeId, eventCode, attempt],
  );

  useEffect(() => {
    const handedOver = pledgeHandoff.take(pledgeId);
    if (handedOver) {
      setState({ status: 'loading' });
      void open(handedOver);
    } else {
      setState({ status: 'gate' });
    }
  }, [pledgeId, open]);

  /** Submits the gate: exactly 4 digits, else '4자리 비밀번호를 입력해주세요.'. */
  const unlock = () => {
    if (state.status !== 'gate' || gate.busy) return;
    if (!gate.checkFormat()) return;
    void open(gate.password);
  };

  return { state, password: gate.password, typePassword: gate.typePassword, unlock, error: gate.error, lockNotice: gate.lockNotice, busy: gate.busy };
}
