/** Calendar days and times in Asia/Seoul (ARCHITECTURE §3); see seoul.ts. */
export * from './seoul';
