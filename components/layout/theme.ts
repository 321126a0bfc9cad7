import type { ThemeConfig } from 'antd';

/** antd theme. styles/tokens.scss mirrors these values for the sass modules — change both together. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b4ea2',
    colorLink: '#0b4ea2',
    colorSuccess: '#177a43',
    colorWarning: '#8a5c00',
    colorError: '#c6282f',
    colorText: '#1f2329',
    colorTextSecondary: '#4e5969',
    colorTextTertiary: '#646d7a',
    colorBorder: '#e3e6eb',
    colorBgLayout: '#f5f7fa',
    borderRadius: 4,
    borderRadiusLG: 8,
    fontSize: 14,
    fontFamily:
      "'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
