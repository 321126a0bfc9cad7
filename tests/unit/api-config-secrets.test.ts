import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiConfig as load } from '../../server/config';
import { createPaymentProviders } from '../../server/providers/payment';
import { cashierToken } from '../../server/providers/payment/sandbox';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-config-'));
const KEY = 'a'.repeat(64);
/** The configuration of these settings alone (development unless they say otherwise). */
const loadApiConfig = (env: Record<string, string>) => load({ NODE_ENV: 'development', ...env } as NodeJS.ProcessEnv);

describe('payment and identity secrets of the API configuration', () => {
  it('refuses to start in production with the sandbox offered, unless ALLOW_SANDBOX_PAYMENT says so', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/PAYMENT_METHODS: sandbox .* is refused when NODE_ENV is production/);
    expect(() => loadApiConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), PAYMENT_METHODS: 'sandbox' })).toThrow(/ALLOW_SANDBOX_PAYMENT=true/);
    const shop = { NODE_ENV: 'production', DATA_DIR: tmp(), PUBLIC_ORIGIN: 'https://www.refmall.cn' };
    expect(loadApiConfig({ ...shop, PAYMENT_METHODS: 'bank' }).PAYMENT_METHODS).toEqual(['bank']);
    expect(loadApiConfig({ ...shop, ALLOW_SANDBOX_PAYMENT: 'true' }).PAYMENT_METHODS).toEqual(['sandbox', 'bank']);
  });

  it('requires IDENTITY_KEY and SANDBOX_PAY_SECRET with DATABASE_URL (several processes share them)', () => {
    const url = 'postgres://db.example/refmall';
    const err = (() => {
      try {
        loadApiConfig({ DATABASE_URL: url });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(err).toMatch(/IDENTITY_KEY: required when DATABASE_URL is set/);
    expect(err).toMatch(/SANDBOX_PAY_SECRET: required when DATABASE_URL is set and PAYMENT_METHODS includes sandbox/);
    expect(() => loadApiConfig({ DATABASE_URL: url, IDENTITY_KEY: KEY, PAYMENT_METHODS: 'bank' })).not.toThrow();
    expect(() => loadApiConfig({ DATABASE_URL: url, IDENTITY_KEY: KEY, SANDBOX_PAY_SECRET: 'short' })).toThrow(/SANDBOX_PAY_SECRET: must be at least 32 characters/);
    expect(() => loadApiConfig({ DATABASE_URL: url, IDENTITY_KEY: KEY, SANDBOX_PAY_SECRET: 'b'.repeat(32) })).not.toThrow();
  });

  it('the embedded shop makes its own sandbox key once per data folder, kept across restarts, never a constant', () => {
    const [dirA, dirB] = [tmp(), tmp()];
    const a = createPaymentProviders(loadApiConfig({ DATA_DIR: dirA })).sandboxSecret!;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dirA, 'sandbox-pay.key')).mode & 0o777).toBe(0o600);
    expect(createPaymentProviders(loadApiConfig({ DATA_DIR: dirA })).sandboxSecret).toBe(a);
    expect(createPaymentProviders(loadApiConfig({ DATA_DIR: dirB })).sandboxSecret).not.toBe(a);
    expect(createPaymentProviders(loadApiConfig({ DATA_DIR: dirA, SANDBOX_PAY_SECRET: 'c'.repeat(40) })).sandboxSecret).toBe('c'.repeat(40));
    expect(createPaymentProviders(loadApiConfig({ DATA_DIR: tmp(), PAYMENT_METHODS: 'bank' })).sandboxSecret).toBeNull();
  });

  it('a cashier link token depends on the key and the payment', () => {
    expect(cashierToken('k'.repeat(32), 'P2611230000004201')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cashierToken('k'.repeat(32), 'P2611230000004201')).not.toBe(cashierToken('k'.repeat(32), 'P2611230000004202'));
    expect(cashierToken('k'.repeat(32), 'P2611230000004201')).not.toBe(cashierToken('j'.repeat(32), 'P2611230000004201'));
  });
});
