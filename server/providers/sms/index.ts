import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { createAliyunSms } from './aliyun';
import { createConsoleSms } from './console';
import type { SmsProvider } from './types';

export { SmsSendError, type SmsNotice, type SmsProvider } from './types';

export function createSmsProvider(config: ApiConfig, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    // loadApiConfig has already refused a missing setting; the casts only narrow the optional types.
    return createAliyunSms(
      {
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: config.ALIYUN_SMS_SIGN_NAME!,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
        noticeTemplates: { shipped: config.ALIYUN_SMS_SHIPPED_TEMPLATE_CODE, refunded: config.ALIYUN_SMS_REFUNDED_TEMPLATE_CODE },
        endpoint: config.ALIYUN_SMS_ENDPOINT,
        regionId: config.ALIYUN_SMS_REGION,
      },
      logger,
    );
  }
  return createConsoleSms(config.dataDir, logger);
}
