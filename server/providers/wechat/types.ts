/** A WeChat user as the shop knows them: openId is per app; unionId links apps of one operator when present. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
  nickname: string;
  avatar: string | null;
}

/**
 * How a QR login reaches WeChat. `qrcodeUrl(ticket)` is what the login panel shows: `ticket` is the public
 * id of the scene (never the poll secret `scene_str`, which stays in the page).
 */
export interface WechatProvider {
  readonly name: 'simulated' | 'open';
  qrcodeUrl(ticket: string): string;
}

/** A failed exchange with WeChat: the message is shown to the user. */
export class WechatError extends Error {}
