// Part of lib/messages.ts (which re-exports it), in a module of its own so that code in every page's first load
// imports these texts without the rest of the storefront's (docs/adr/0009-first-load-javascript.md).
/** First-visit guide (SPEC §2, §4) and the chrome's status texts (SPEC §8): components/guide, components/layout. */
export const GUIDE_MSG = {
  dialogLabel: '新手引导',
  progress: (n: number, total: number) => `${n} / ${total}`,
  prev: '上一步',
  next: '下一步',
  done: '完成',
  close: '关闭',
  closeLabel: '关闭新手引导',
  keyboardHint: '可用左右方向键切换，Esc 关闭',
  offline: '网络连接已断开，页面暂时无法加载新内容，请检查网络；恢复连接后可继续浏览。',
  backOnline: '网络已恢复连接。',
} as const;
