import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import { createSmsProvider, type SmsProvider } from './sms';
import { createWechatProvider, type WechatProvider } from './wechat';
import { createPaymentProviders, type PaymentProviders } from './payment';
import { createChemInfoProvider, type ChemInfoProvider } from './chem-info';
import { createMailProvider, type MailProvider } from './mail';

/** The outside services the API talks to: an interface each, chosen by config (an embedded default and a real adapter). */
export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  payment: PaymentProviders;
  chemInfo: ChemInfoProvider;
  mail: MailProvider;
}

export function createProviders(config: ApiConfig, logger: Logger): Providers {
  return { sms: createSmsProvider(config, logger), wechat: createWechatProvider(config, logger), payment: createPaymentProviders(config), chemInfo: createChemInfoProvider(config, logger), mail: createMailProvider(config, logger) };
}
