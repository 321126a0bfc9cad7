import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { casCheckDigit } from '../../lib/chem/cas';
import { IMPORT_TEXT } from '../../lib/messages/catalogue-desk';
import { tinyPdf } from '../../tests/support/pdf';
import { liveDataDir } from '../support/ports';

/*
 * The staff console as its people use it: the shop owner makes the first administrator with the command line while
 * the shop runs; the administrator enrols two-factor, logs in and creates a member of 商品目录组; that person enrols,
 * logs in, creates a product by drawing its structure, gives it a price and stock, adds a lot with its COA; a visitor
 * then finds it by keyword and by substructure on the storefront, with its price. Then the member exports the
 * catalogue as SDF, adds five broken records and imports the file: exactly those five are refused and listed.
 */

const run = promisify(execFile);
const PASSWORD = 'Console2026x';
const stamp = Date.now().toString(36).toUpperCase();
const freshMobile = () => `139${String(Date.now()).slice(-8)}`;

/** `npm run staff:create` in another terminal while the shop runs: it goes through the running API. */
async function staffCreate(name: string, mobile: string): Promise<string> {
  const env = { ...process.env, DATA_DIR: liveDataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
  const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/staff.ts', 'create', '--name', name, '--mobile', mobile], { env, timeout: 120_000 });
  const link = /(http\S+\/operator\/enrol\?token=[\w-]+)/.exec(stdout);
  expect(link, stdout).not.toBeNull();
  return link![1];
}

/** The TOTP code of `secret` for the current 30-second step, waiting for a step after `notIn` when given. */
async function totp(secret: string, notIn?: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  while (notIn !== undefined && step === notIn) {
    await new Promise((r) => setTimeout(r, 1000));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }), step };
}

/** Opens an enrolment link, sets the password and binds the authenticator; answers the secret, the step used and the recovery codes. */
async function enrol(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '开通运营后台账号' })).toBeVisible();
  await expect(page.getByText(`${name}，你好。`)).toBeVisible();
  await expect(page.getByRole('img', { name: '动态验证码二维码' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).replace(/\s/g, '');
  await page.getByLabel('登录密码').fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  const { code, step } = await totp(secret);
  await page.getByLabel('验证器中的 6 位动态验证码').fill(code);
  await page.getByRole('button', { name: /完成开通/ }).click();
  await expect(page.getByRole('heading', { name: '开通完成，请保存恢复码' })).toBeVisible();
  const recovery = (await page.getByLabel('恢复码').locator('span').allInnerTexts()).map((s) => s.trim());
  expect(recovery).toHaveLength(10);
  await page.getByRole('button', { name: '我已保存，去登录' }).click();
  await expect(page).toHaveURL(/\/operator\/login/);
  return { secret, step, recovery };
}

/** antd spaces two-character button texts (保 存): a name pattern that allows it. */
const button = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** A V2000 molfile of a made-up chain: n carbons and an end atom (no seed product has one). */
function chainMolblock(n: number, end: string): string {
  const atoms = [...Array<string>(n).fill('C'), end];
  const col = (v: number) => v.toFixed(4).padStart(10);
  return [
    '',
    '  refmall-e2e',
    '',
    `${String(atoms.length).padStart(3)}${String(atoms.length - 1).padStart(3)}  0  0  0  0  0  0  0  0999 V2000`,
    ...atoms.map((a, i) => `${col(i * 1.299)}${col(i % 2 ? 0.75 : 0)}${col(0)} ${a.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`),
    ...atoms.slice(1).map((_, i) => `${String(i + 1).padStart(3)}${String(i + 2).padStart(3)}  1  0`),
    'M  END',
  ].join('\n');
}

/** An SDF record with another molfile and some data fields changed. */
function variant(record: string, changes: { molblock?: string; fields: Record<string, string> }): string {
  let out = record;
  for (const [name, value] of Object.entries(changes.fields)) out = out.replace(new RegExp(`(> +<${name}>\\r?\\n)[^\\n]*`), `$1${value}`);
  if (changes.molblock) out = changes.molblock + out.slice(out.indexOf('\n>'));
  return out;
}

async function logIn(page: Page, account: string, code: string) {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByLabel('动态验证码或恢复码').fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
}

test('staff run the catalogue: an administrator adds a catalogue member, who creates a product by drawing it; visitors find it', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);

  // The first administrator, from the command line, while the shop runs.
  const adminMobile = freshMobile();
  const adminLink = await staffCreate('店长', adminMobile);
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  const admin = await enrol(adminPage, adminLink, '店长');
  // A recovery code works once instead of the authenticator.
  await logIn(adminPage, adminMobile, admin.recovery[0]);
  await expect(adminPage.getByText('店长，你好。')).toBeVisible();

  // The administrator creates a member of 商品目录组 and copies the one-time link.
  await adminPage.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '员工', exact: true }).click();
  await adminPage.getByRole('button', { name: /新建员工/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: '新建员工' });
  const memberMobile = `137${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel('姓名').fill('目录专员');
  await dialog.getByLabel('手机号').fill(memberMobile);
  await dialog.getByRole('checkbox', { name: '商品目录组' }).check();
  await dialog.getByRole('button', { name: /创建并生成开通链接/ }).click();
  const linkDialog = adminPage.getByRole('dialog', { name: '目录专员 的开通链接' });
  const memberLink = (await linkDialog.getByText(/\/operator\/enrol\?token=/).innerText()).trim();
  await linkDialog.getByRole('button', { name: /我已复制/ }).click();
  await expect(adminPage.getByRole('row', { name: /目录专员/ })).toContainText('商品目录组');

  // The member enrols and logs in with the authenticator (a code of a later step than the one enrolment used).
  const page = await (await browser.newContext({ baseURL })).newPage();
  const member = await enrol(page, memberLink, '目录专员');
  await logIn(page, memberMobile, (await totp(member.secret, member.step)).code);
  // The menu offers what the catalogue group may do, and not the staff desk.
  await expect(page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '商品', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '员工', exact: true })).toHaveCount(0);

  // A product drawn in the editor: its aromatic-ring tool (toolbar, tenth row, right) places a ring where the drawing area is clicked.
  const code = `RM-E2E${stamp}`;
  await page.goto('/operator/catalogue/products/new');
  await page.getByLabel('货号').fill(code);
  await page.getByLabel('CAS').fill('71-43-3');
  await expect(page.getByText(/校验位应为 2/)).toBeVisible();
  await page.getByLabel('CAS').fill('71-43-2');
  await expect(page.getByText('CAS 号校验位正确')).toBeVisible();
  await page.getByLabel('中文名称').fill('苯');
  await page.getByLabel('英文名称').fill('Benzene');
  await page.getByRole('button', { name: '绘制结构' }).click();
  const editor = page.getByTestId('structure-editor');
  await expect(editor.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  const box = (await editor.boundingBox())!;
  await page.mouse.click(box.x + 34, box.y + 201);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByLabel('SMILES 或 Molfile')).toHaveValue(/^(c1ccccc1|C1=CC=CC=C1)$/);
  await page.getByRole('button', { name: '识别结构' }).click();
  await expect(page.getByText('C6H6').or(page.getByText('C₆H₆'))).toBeVisible();
  await expect(page.getByText('UHOVQNZJYSORNB-UHFFFAOYSA-N')).toBeVisible();
  await page.getByLabel('纯度').fill('≥99.9%(GC)');
  await page.getByLabel('储存条件').fill('2-8℃，密封避光');
  await page.getByLabel('运输条件').fill('常温运输');
  await page.getByLabel('品牌').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByLabel('分类').click();
  for (let level = 0; level < 3; level++) await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first().click();
  await page.screenshot({ path: testInfo.outputPath('console-new-product.png'), fullPage: true });
  await page.getByRole('button', { name: /创建商品/ }).click();
  await expect(page.getByText('商品已创建，可以添加规格与批次')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(code) })).toBeVisible();

  // A SKU with its price, a lot with stock in 上海仓, and the lot's COA.
  await page.getByRole('tab', { name: /规格与库存/ }).click();
  await page.getByRole('button', { name: /新增规格/ }).click();
  const skuDrawer = page.getByRole('dialog', { name: /新增规格/ });
  await skuDrawer.getByLabel('包装').fill('1mL');
  await skuDrawer.getByLabel('价格（元）').fill('268');
  await skuDrawer.getByLabel('货期（天）').fill('3');
  await skuDrawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('row', { name: /1mL/ })).toContainText('¥268.00');
  await page.getByRole('button', { name: /新增批次/ }).click();
  const lotDrawer = page.getByRole('dialog', { name: /新增批次/ });
  const lotNo = `E2E${stamp}`;
  await lotDrawer.getByLabel('批号').fill(lotNo);
  await lotDrawer.getByLabel('生产日期').fill('2026-11-01');
  await lotDrawer.getByLabel('生产日期').press('Enter');
  await lotDrawer.getByLabel('到期日').fill('2029-10-31');
  await lotDrawer.getByLabel('到期日').press('Enter');
  await lotDrawer.getByLabel(/上海/).fill('10');
  await lotDrawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${lotNo}`) })).toContainText('上海仓 10');
  await page.locator('input[type=file]').first().setInputFiles({ name: `${lotNo}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf([`COA ${lotNo}`])) });
  await expect(page.getByText(`批号 ${lotNo} 的 COA 已上传`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-skus.png'), fullPage: true });

  // A visitor finds it by keyword and by substructure, with its price.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/searchProduction?keyword=%E8%8B%AF');
  const card = visitor.getByTestId('product-card').first();
  await expect(card).toContainText('71-43-2');
  await expect(card).toContainText('¥268.00');
  await visitor.goto('/searchStructureFormula?smiles=c1ccccc1&mode=substructure');
  await expect(visitor.getByTestId('structure-hit').first()).toContainText('71-43-2');

  // A vendor's file: the catalogue as exported, plus five broken records.
  await page.goto('/operator/catalogue/import');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: button(IMPORT_TEXT.exportSdf) }).click();
  const records = fs.readFileSync(await (await exported).path(), 'utf8').split(/\$\$\$\$\r?\n/).filter((r) => r.trim());
  expect(records.length).toBeGreaterThan(200);
  const aspirin = records.find((r) => /> +<CAS号>\r?\n50-78-2\r?\n/.test(r))!;
  const fresh = (n: number) => `99${n}1234-11-${casCheckDigit(`99${n}123411`)}`;
  const broken = [
    variant(aspirin, { molblock: 'broken\n  junk\n\n  2  1  0  0  0  0  0  0  0  0999 V2000\n    0.0 0.0 0.0 Xx 0\nM  END', fields: { 货号: 'RM-E2E-B1' } }),
    variant(aspirin, { molblock: chainMolblock(16, 'Br'), fields: { 货号: 'RM-E2E-B2', CAS号: '50-78-3', 分子式: 'C16H33Br' } }),
    variant(aspirin, { molblock: chainMolblock(17, 'Br'), fields: { 货号: 'RM-E2E-B3', 分子式: 'C17H35Br' } }),
    variant(aspirin, { fields: { 货号: 'RM-E2E-B4' } }),
    variant(aspirin, { molblock: chainMolblock(18, 'Br'), fields: { 货号: 'RM-E2E-B5', CAS号: fresh(5), 分子式: 'C18H37Br', 品牌: '不存在的品牌' } }),
  ];
  // And one new product, which the import makes.
  const added = variant(aspirin, { molblock: chainMolblock(19, 'Br'), fields: { 货号: 'RM-E2E-N1', CAS号: fresh(6), 分子式: 'C19H39Br', 中文名: '1-溴十九烷（测试）' } });
  const file = [...records.slice(0, 100), ...broken.slice(0, 2), ...records.slice(100, 200), ...broken.slice(2), added, ...records.slice(200)].map((r) => `${r.replace(/\s+$/, '')}\n$$$$\n`).join('');
  await page.getByLabel(IMPORT_TEXT.fileLabel).setInputFiles({ name: '供应商目录.sdf', mimeType: 'chemical/x-mdl-sdfile', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: button(IMPORT_TEXT.startCheck) }).click();
  const dryRun = page.getByRole('group', { name: IMPORT_TEXT.checkResult });
  await expect(dryRun).toContainText(`${IMPORT_TEXT.wouldRefuse}5`, { timeout: 60_000 });
  await expect(dryRun).toContainText(`${IMPORT_TEXT.wouldCreate}1`);
  // One problem each, and no other row listed.
  for (const code of ['RM-E2E-B1', 'RM-E2E-B2', 'RM-E2E-B3', 'RM-E2E-B4', 'RM-E2E-B5']) await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: /RM-/ })).toHaveCount(5);
  await page.screenshot({ path: testInfo.outputPath('console-import-check.png'), fullPage: true });
  // The import writes the new product only: every other good record is the catalogue as it is.
  await page.getByRole('button', { name: button(IMPORT_TEXT.startApply) }).click();
  await page.getByRole('dialog').getByRole('button', { name: button('确定') }).click();
  const summary = page.getByRole('group', { name: IMPORT_TEXT.summary });
  await expect(summary).toContainText(`${IMPORT_TEXT.created}1`, { timeout: 60_000 });
  await expect(summary).toContainText(`${IMPORT_TEXT.refused}5`);
  await expect(summary).toContainText(`${IMPORT_TEXT.updated}0`);

  // The audit log shows who did it.
  await adminPage.goto('/operator/staff/audit');
  await expect(adminPage.getByRole('row', { name: /目录专员.*运营：新建商品/ })).toBeVisible();
});
