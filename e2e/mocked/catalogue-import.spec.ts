import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { IMPORT_MSG, IMPORT_TEMPLATE_COLUMNS } from '../../lib/api/contract/catalogue-import';
import { staff } from '../../lib/api/contract/staff';
import { IMPORT_TEXT } from '../../lib/messages/catalogue-desk';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '../../mocks/fixtures/user';
import { STAFF_SESSION_KEY } from '../../stores/staff-session';
import { MOCK_API } from '../support/ports';

/*
 * The catalogue import screen against mocks/server.ts (project `mocked`): upload → column mapping → dry run with its
 * problems → import with progress → summary. The mock's jobs have 10 rows and move on by 3 rows each time they are
 * read; a file named with `fail` stops the import at row 5 with the API's failure message
 * (mocks/handlers/catalogue-import.ts). The mock's 超级管理员 is 13700137000 / Test1234, dynamic code 123456.
 */

/** A console session in this tab, as the login page leaves it (sessionStorage), made through the mock API. */
async function logIntoConsole(page: Page, request: APIRequestContext) {
  const post = async (path: string, data: object) => (await (await request.post(`${MOCK_API}${path}`, { data })).json()).data;
  const { challenge } = await post(staff.loginPassword.path, { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) });
  const login = await post(staff.loginCode.path, { challenge, code: MOCK_SMS_CODE });
  const state = { token: login.token, name: login.name, permissions: login.permissions, expired: false };
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [STAFF_SESSION_KEY, JSON.stringify({ state, version: 0 })] as const);
}

const button = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const counts = (page: Page, label: string) => page.getByRole('group', { name: label });

test('an import that fails half-way: dry run and problems, progress, found again after a reload, and a summary of what was written', async ({ page, request }) => {
  test.slow(); // the console's first compile of a dev server, and a job read once a second
  await logIntoConsole(page, request);
  await page.goto('/operator/catalogue/import');
  await expect(page.getByText(IMPORT_TEXT.recentJobs)).toBeVisible();

  // A vendor's file; the wrong kind of file is refused before it is sent.
  const picker = page.getByLabel(IMPORT_TEXT.fileLabel);
  await picker.setInputFiles({ name: '供应商目录.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(IMPORT_MSG.badType);
  await picker.setInputFiles({ name: '供应商目录-fail.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK mock workbook') });

  // Column mapping: the API's guess from the headers, every required field given.
  await expect(page.getByText(IMPORT_TEXT.mappingIntro('供应商目录-fail.xlsx', IMPORT_TEMPLATE_COLUMNS.length))).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/catalogue\/import\?job=\d+$/);
  const jobUrl = page.url();
  await expect(page.getByRole('combobox', { name: '货号', exact: true })).toBeVisible();
  await page.getByRole('button', { name: button(IMPORT_TEXT.startCheck) }).click();

  // The dry run writes nothing: what the import would do, and the rows it would refuse.
  const dryRun = counts(page, IMPORT_TEXT.checkResult);
  await expect(dryRun).toContainText(`${IMPORT_TEXT.wouldCreate}6`);
  await expect(dryRun).toContainText(`${IMPORT_TEXT.wouldRefuse}2`);
  const problems = page.getByRole('row').filter({ hasText: 'RM-X' });
  await expect(problems).toHaveCount(2);
  await expect(problems.first()).toContainText('CAS 号校验位不正确，请核对');
  const report = page.waitForEvent('download');
  await page.getByRole('button', { name: button(IMPORT_TEXT.downloadReport) }).click();
  expect((await report).suggestedFilename()).toBe(IMPORT_TEXT.reportName('供应商目录-fail.xlsx'));

  // The import, confirmed; opened again at once without the job in the address (a reload, another tab), the page
  // goes to the running job and shows its progress: rows done of the file's, rows per second, time left.
  await page.getByRole('button', { name: button(IMPORT_TEXT.startApply) }).click();
  await page.getByRole('dialog').getByRole('button', { name: button('确定') }).click();
  await expect(page.getByTestId('import-progress')).toHaveText(IMPORT_TEXT.queued(0));
  await page.goto('about:blank'); // this page stops reading the job before the next one opens
  await page.goto('/operator/catalogue/import');
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByText(`${IMPORT_TEXT.applying}：供应商目录-fail.xlsx`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: IMPORT_TEXT.applying })).toBeVisible();
  await expect(page.getByTestId('import-progress')).toHaveText('3 / 10 行 · 13 行/秒 · 剩余约 1 秒');

  // It fails at row 5: the API's reason, and what was written before it stopped.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(IMPORT_TEXT.summaryFailed(IMPORT_MSG.failed));
  const summary = counts(page, IMPORT_TEXT.summary);
  await expect(summary).toContainText(`${IMPORT_TEXT.created}4`);
  await expect(summary).toContainText(`${IMPORT_TEXT.refused}1`);
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(IMPORT_TEXT.summaryFailed(IMPORT_MSG.failed));
  await page.getByRole('button', { name: button(IMPORT_TEXT.newImport) }).click();
  await expect(page).toHaveURL(/\/operator\/catalogue\/import$/);
  // Newest first: this job heads the list of recent jobs.
  await expect(page.getByRole('row').filter({ hasText: '供应商目录-fail.xlsx' }).first()).toContainText('失败');
});
