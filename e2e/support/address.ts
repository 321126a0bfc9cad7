import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the antd select labelled `label` inside `scope` (its dropdown renders at the end of the body). */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  // The chosen value is shown around the combobox (an ancestor titled with it).
  const chosen = select.locator(`xpath=ancestor::*[@title="${option}"][1]`);
  // A click while the dropdown is still sliding in can be lost: open, click, and check, until it holds.
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    // This select's own dropdown: the one holding the listbox its combobox controls (earlier dropdowns may
    // still be fading out, and a virtual list renders only the options in view).
    const listId = await select.getAttribute('aria-controls');
    expect(listId, `the ${label} select names its listbox`).toBeTruthy();
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
    await dropdown.getByTitle(option, { exact: true }).click({ timeout: 2000 });
    await expect(chosen).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

export interface AddressInput {
  consignee: string;
  mobile: string;
  /** 省, 市, 区/县 as shown in the cascade. */
  region: [string, string, string];
  detail: string;
}

/** Fills the address dialog (新增收货地址 / 新增寄送地址) the way a person does, saves it, and waits for it to close. */
export async function fillAddressDialog(page: Page, a: AddressInput) {
  const form = page.getByRole('dialog');
  await form.getByLabel('收货人').fill(a.consignee);
  await form.getByLabel('手机号码').fill(a.mobile);
  await pick(page, form, '省', a.region[0]);
  await pick(page, form, '市', a.region[1]);
  await pick(page, form, '区/县', a.region[2]);
  await form.getByLabel('详细地址').fill(a.detail);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
}
