'use client';

import { useEffect } from 'react';
import { ConfigProvider, message, Modal } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { theme } from '@/components/layout/theme';
import { registerFeedbackApi } from './feedback';

/** antd's message and modal hooks in our locale and theme, handed to components/ui/feedback.ts. */
export default function AntdFeedback() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    registerFeedbackApi({ message: messageApi, modal: modalApi });
    return () => registerFeedbackApi(null);
  }, [messageApi, modalApi]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {messageHolder}
      {modalHolder}
    </ConfigProvider>
  );
}
