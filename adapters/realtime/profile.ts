import * as v from 'valibot';
import type { OperationName, Profile } from '../contract.ts';
import { call } from './call.ts';
import type { Rt } from './context.ts';
import { SessionInfoAnswer, readProfileFields, toProfile } from './mappings.ts';

/** `/user#getSessionInfo`: who the session is (and whether the platform still knows it). */
export async function readSessionInfo(rt: Rt, operation: OperationName) {
  const { kwargs } = await call(rt, operation, '/user#getSessionInfo', { culture: rt.config().locale });
  return v.parse(SessionInfoAnswer, kwargs);
}

export async function readProfile(rt: Rt, operation: OperationName, sessionId: string): Promise<Profile> {
  const [info, profile] = await Promise.all([readSessionInfo(rt, operation), call(rt, operation, '/user/account#getProfile')]);
  const fields = readProfileFields(profile.kwargs);
  const result = toProfile(fields, info, sessionId);
  rt.currency = result.currency;
  return { ...result, jurisdiction: rt.config().jurisdiction };
}
