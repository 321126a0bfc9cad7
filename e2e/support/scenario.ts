import { expect, type APIRequestContext } from '@playwright/test';
import { MOCK_API } from './ports';

/** The mock server's fault switch (mocks/server.ts, project `mocked`). */
export const SCENARIO_URL = `${MOCK_API}/__scenario`;

export type Scenario = { name: 'normal' | 'rejected' | 'sessionInvalid' | 'slow' | 'drop'; match?: string; message?: string; delayMs?: number };

export async function setScenario(request: APIRequestContext, scenario: Scenario) {
  const res = await request.post(SCENARIO_URL, { data: scenario });
  expect(res.ok(), await res.text()).toBe(true);
}
