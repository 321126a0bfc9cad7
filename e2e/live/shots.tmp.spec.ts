import { test } from '@playwright/test';
import { freshMobile } from '../support/auth';
import { apiLogin, useToken } from '../support/cart';

const pub = ['/', '/newsInformation', '/newsInformation/advisoryDetails/1', '/helpCenter/memberProblem', '/helpCenter/loginProblem', '/downloadCenter', '/downloadCenter/downloadSecond/productCatalog', '/enterpriseIntroduction?type=1', '/technical', '/qualityControl', '/IntermediateSynthesis', '/preparativeSeparation', '/upgradation', '/jumpIndex?url=https%3A%2F%2Fwww.nmpa.gov.cn%2F'];
const mine = ['/personalCenter', '/personalCenter/accountSecurity', '/personalCenter/accountManagement', '/personalCenter/myIntegral', '/personalCenter/history', '/personalCenter/myCollection'];

test('shots', async ({ page, context, baseURL, request }) => {
  test.setTimeout(300_000);
  for (const p of pub) {
    await page.goto(p);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
  }
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  await page.goto('/goodsDetail/1');
  for (const p of mine) {
    await page.goto(p);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
  }
});
