import { createHash } from 'node:crypto';
import type { WechatIdentity, WechatProvider } from './types';

/**
 * The embedded default: no WeChat at all. The QR encodes a page of this shop (/login/weChatLogin) that,
 * opened in another browser, plays the phone: it shows the scene and asks to confirm as a nickname.
 */
export function createSimulatedWechat(publicOrigin: string): WechatProvider {
  const origin = publicOrigin.replace(/\/+$/, '');
  return {
    name: 'simulated',
    qrcodeUrl: (ticket) => `${origin}/login/weChatLogin?scene=${encodeURIComponent(ticket)}`,
  };
}

const PALETTE = ['#07c160', '#1677ff', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#52c41a'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The same nickname is the same WeChat identity next time (so "log in again with the same name" reaches
 * the bound account). The avatar is a self-contained SVG (first character on a colour picked by the seed):
 * no external request, no upload.
 */
export function simulatedIdentity(nickname: string, avatarSeed?: string): WechatIdentity {
  const openId = `sim_${createHash('sha256').update(`simulated-wechat:${nickname}`).digest('hex').slice(0, 28)}`;
  const seedHash = createHash('sha256').update(avatarSeed || nickname).digest();
  const color = PALETTE[seedHash[0] % PALETTE.length];
  const initial = escapeXml(Array.from(nickname)[0] ?? '微');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return { openId, unionId: null, nickname, avatar: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
