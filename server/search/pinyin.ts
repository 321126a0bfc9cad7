import { customPinyin, pinyin } from 'pinyin-pro';

/**
 * Pinyin of Chinese names for keyword search (asipilin, aspl). pinyin-pro picks readings from its own
 * word list; drug and chemistry names need a few corrections, kept here. ü is written v (lv for 氯), as
 * Chinese IMEs type it.
 */
const FIXES: Record<string, string> = {
  重酒石酸: 'chong jiu shi suan',
  地塞米松: 'di sai mi song',
  塞来昔布: 'sai lai xi bu',
  塞来考昔: 'sai lai kao xi',
  没食子酸: 'mo shi zi suan',
  阿胶: 'e jiao',
  丁咯地尔: 'ding luo di er',
  咯萘啶: 'luo nai ding',
  吡咯: 'bi luo',
  吡咯烷: 'bi luo wan',
  卡托普利: 'ka tuo pu li',
  卡马西平: 'ka ma xi ping',
  奥卡西平: 'ao ka xi ping',
  曲马多: 'qu ma duo',
  乐卡地平: 'le ka di ping',
  色氨酸: 'se an suan',
  脯氨酸: 'pu an suan',
  茜素: 'qian su',
  蒽醌: 'en kun',
  参: 'shen',
};

let fixesLoaded = false;
function ensureFixes() {
  if (fixesLoaded) return;
  customPinyin(FIXES);
  fixesLoaded = true;
}

/** Pinyin syllables of each character of a Han run, tone-less, ü as v ('氯沙坦' → ['lv', 'sha', 'tan']). */
export function syllables(run: string): string[] {
  ensureFixes();
  const out = pinyin(run, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' });
  return out.map((s) => s.toLowerCase().replace(/[^a-z]/g, ''));
}

export interface NamePinyin {
  /** The whole name: 'asipilin'. */
  full: string;
  /** The whole name's initials: 'aspl'. */
  initials: string;
  /** Full pinyin and initials from every word start: 盐酸二甲双胍 → yansuanerjiashuanggua, erjiashuanggua, ysejsg, ejsg. */
  fromWords: string[];
}

/**
 * Pinyin of a Chinese name given as Han runs, each already cut into words (the words concatenate to the
 * run). A run is read whole, so a fix spanning two words (重 + 酒石酸) still applies. Non-Han characters
 * are skipped: a chemist types 'duiyixiananjifen' for 对乙酰氨基酚杂质A, not the 'A'.
 */
export function namePinyin(runs: { run: string; words: string[] }[]): NamePinyin {
  const perWord: string[][] = [];
  for (const { run, words } of runs) {
    const sy = syllables(run);
    let at = 0;
    for (const w of words) {
      const n = [...w].length;
      const part = sy.slice(at, at + n).filter(Boolean);
      if (part.length) perWord.push(part);
      at += n;
    }
    if (at < sy.length) perWord.push(sy.slice(at).filter(Boolean));
  }
  const all = perWord.flat();
  const fromWords = new Set<string>();
  for (let i = 0; i < perWord.length; i++) {
    const rest = perWord.slice(i).flat();
    fromWords.add(rest.join(''));
    fromWords.add(rest.map((s) => s[0]).join(''));
  }
  return { full: all.join(''), initials: all.map((s) => s[0]).join(''), fromWords: [...fromWords].filter((s) => s.length >= 2) };
}
