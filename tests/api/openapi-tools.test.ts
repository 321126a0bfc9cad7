import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../server/config';
import { askerOf, prepareOpenApi } from '../../server/openapi/routes';

/*
 * What outside tools make of the OpenAPI document, both as the storefront's /api/openapi.json serves it (public) and
 * as the API's own origin serves it (whole): Redocly's recommended rules, and openapi-typescript's types under
 * `tsc --strict`.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-openapi-'));
const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
const documents = { public: askerOf('/api'), whole: askerOf(undefined) };
const files = Object.fromEntries(
  Object.entries(documents).map(([name, asker]) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, Buffer.from(prepareOpenApi(config, asker).json.plain));
    return [name, file];
  }),
) as Record<keyof typeof documents, string>;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * Warnings of the recommended rules the document keeps, by decision: refusals are HTTP 200 with code 0 (SPEC §7), so
 * only the file calls (404) have a 4xx answer; the shop's API is published under no licence.
 */
const ACCEPTED_WARNINGS = ['operation-4xx-response', 'info-license'];

describe.each(Object.keys(documents) as (keyof typeof documents)[])('the %s document', (name) => {
  it("passes Redocly's recommended rules: no error, and no warning but the accepted ones", () => {
    const run = spawnSync(path.resolve('node_modules/.bin/redocly'), ['lint', files[name], '--extends', 'recommended', '--format', 'json', '--max-problems', '100000'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const described = (p: Problem) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    expect(report.problems.filter((p) => p.severity === 'error').map(described)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.filter((p) => !ACCEPTED_WARNINGS.includes(p.ruleId)).map(described)).toEqual([]);
  });

  // The whole document holds every schema of the public one: its types are compiled (6 s), the public one's are not.
  it.runIf(name === 'whole')('gives openapi-typescript types that compile under tsc --strict, totals and refusals included', async () => {
    const types = astToString(await openapiTS(fs.readFileSync(files[name], 'utf8')));
    const typesFile = path.join(dir, `${name}.d.ts`);
    fs.writeFileSync(typesFile, types);
    // A client of the generated types: the cart's total keeps its number in totalCount, and a refusal narrows by code.
    const useFile = path.join(dir, `${name}-use.ts`);
    fs.writeFileSync(
      useFile,
      `import type { paths, components } from './${name}';
type Total = paths['/mall/shopping/order/api/buy/car/total']['get']['responses'][200]['content']['application/json'];
export const total: Total = { code: 1, data: 3, message: 'success', messageCode: null, totalCount: 3 };
export const refused: Total = { code: -1, data: null, message: '登录已失效，请重新登录', messageCode: 'PARAM_CODE_1000006', totalCount: null };
export const count = (t: Total): number | null => (t.code === 1 ? t.totalCount : null);
export const refusal: components['schemas']['Refusal']['code'] = 0;
`,
    );
    const program = ts.createProgram([typesFile, useFile], { strict: true, noEmit: true, types: [], target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  });
});
