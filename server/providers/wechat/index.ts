import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { createOpenWechat } from './open';
import { createSimulatedWechat } from './simulated';
import type { WechatProvider } from './types';

export { WechatError, type WechatIdentity, type WechatProvider } from './types';
export type { OpenWechatProvider } from './open';

export function createWechatProvider(config: ApiConfig, logger: Logger): WechatProvider {
  if (config.WECHAT_PROVIDER === 'open') {
    // loadApiConfig has already refused a missing app id or secret.
    return createOpenWechat(
      { appId: config.WECHAT_APP_ID!, appSecret: config.WECHAT_APP_SECRET!, publicOrigin: config.PUBLIC_ORIGIN, apiBase: config.WECHAT_API_BASE, openBase: config.WECHAT_OPEN_BASE },
      logger,
    );
  }
  return createSimulatedWechat(config.PUBLIC_ORIGIN);
}
