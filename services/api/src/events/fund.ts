import type { FundOwner, FundPublic, FundSettingsRequest } from '@babynews/contracts';
import type { EventEntity } from './event.entity';
import { sqlFlag } from '../database/read-rows';

/** The fund columns of an `event` row as raw queries return them (0/1 booleans, bigint as text on MySQL). */
export interface FundColumns {
  fund_enabled: number | boolean | string | null;
  fund_goal: number | string | null;
  fund_transfer_guide: string | null;
  fund_pledged_amount: number | string | null;
  fund_giver_count: number | string | null;
}

/** The fund fields of `EventEntity`. */
export type FundFields = Pick<EventEntity, 'fundEnabled' | 'fundGoal' | 'fundTransferGuide' | 'fundPledgedAmount' | 'fundGiverCount'>;

/** Raw fund columns → the entity's fund fields. */
export function fundFieldsOf(row: FundColumns): FundFields {
  return {
    fundEnabled: sqlFlag(row.fund_enabled),
    fundGoal: row.fund_goal === null || row.fund_goal === undefined ? null : Number(row.fund_goal),
    fundTransferGuide: row.fund_transfer_guide || null,
    fundPledgedAmount: Number(row.fund_pledged_amount ?? 0),
    fundGiverCount: Number(row.fund_giver_count ?? 0),
  };
}

/**
 * The fund in the public read (ARCHITECTURE §4.22): `{enabled, goal, pledgedAmount, giverCount}` — totals
 * only, never the transfer guide nor who gave what. Null while the fund is closed and holds no pledge
 * (a page that never opened one shows none).
 */
export function fundPublic(fund: FundFields): FundPublic | null {
  if (!fund.fundEnabled && fund.fundGiverCount === 0) return null;
  return { enabled: !!fund.fundEnabled, goal: fund.fundGoal ?? null, pledgedAmount: Number(fund.fundPledgedAmount), giverCount: Number(fund.fundGiverCount) };
}

/**
 * The fund as its owner reads it: the public fields plus `transferGuide`. Null only while nothing was
 * ever set (closed, no goal, no guide, no pledge).
 */
export function fundOwner(fund: FundFields): FundOwner | null {
  const untouched = !fund.fundEnabled && fund.fundGiverCount === 0 && fund.fundGoal === null && !fund.fundTransferGuide;
  if (untouched) return null;
  return {
    enabled: !!fund.fundEnabled,
    goal: fund.fundGoal ?? null,
    pledgedAmount: Number(fund.fundPledgedAmount),
    giverCount: Number(fund.fundGiverCount),
    transferGuide: fund.fundTransferGuide || null,
  };
}

/**
 * The fund settings after a create/update (ARCHITECTURE §4.22): `fund` absent keeps all three; inside it
 * `goal`/`transferGuide` absent keep, null (or a blank guide) clears. The counters are never set here.
 */
export function applyFundSettings(
  current: Pick<FundFields, 'fundEnabled' | 'fundGoal' | 'fundTransferGuide'>,
  fund: FundSettingsRequest | undefined,
): Pick<FundFields, 'fundEnabled' | 'fundGoal' | 'fundTransferGuide'> {
  if (!fund) return { fundEnabled: !!current.fundEnabled, fundGoal: current.fundGoal ?? null, fundTransferGuide: current.fundTransferGuide ?? null };
  return {
    fundEnabled: fund.enabled,
    fundGoal: fund.goal === undefined ? (current.fundGoal ?? null) : fund.goal,
    fundTransferGuide: fund.transferGuide === undefined ? (current.fundTransferGuide ?? null) : fund.transferGuide || null,
  };
}
