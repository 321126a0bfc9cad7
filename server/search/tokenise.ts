import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import { hanRuns } from './normalise';

/**
 * Chinese word segmentation: @node-rs/jieba with its default dictionary plus a drug-name dictionary
 * (drug-words.txt) and the stems of the catalogue's own names, registered by the indexer. The default
 * dictionary alone cuts 二甲双胍 into 二甲 / 双 / 胍; with ours it stays one word.
 */

/** High enough to beat the default dictionary's splits of the same characters. */
const USER_WORD_FREQ = 200_000;

let instance: Jieba | null = null;
const registered = new Set<string>();

function readDrugWords(): string[] {
  const file = new URL('./drug-words.txt', import.meta.url);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((w) => w && !w.startsWith('#'));
}

function jieba(): Jieba {
  if (!instance) {
    const require = createRequire(import.meta.url);
    const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    instance = JiebaClass.withDict(dict);
    addWords(readDrugWords());
  }
  return instance;
}

/** Adds words to this process's dictionary (idempotent). Words of 2-12 Han characters only. */
export function addWords(words: Iterable<string>): void {
  const fresh: string[] = [];
  for (const w of words) {
    const len = [...w].length;
    if (len < 2 || len > 12 || registered.has(w) || !/^[\u3400-\u9fff]+$/.test(w)) continue;
    registered.add(w);
    fresh.push(`${w} ${USER_WORD_FREQ} n`);
  }
  if (fresh.length) jieba().loadDict(Buffer.from(fresh.join('\n') + '\n'));
}

/** Salt and form words: 盐酸二甲双胍 is 二甲双胍 for ranking, and 二甲双胍 is a word. */
const SALT_AFFIXES = [
  '盐酸盐', '氢溴酸盐', '硫酸氢盐', '硫酸盐', '苯磺酸盐', '甲磺酸盐', '马来酸盐', '富马酸盐', '酒石酸盐', '枸橼酸盐', '磷酸盐',
  '重酒石酸', '盐酸', '氢溴酸', '硫酸氢', '硫酸', '苯磺酸', '甲磺酸', '马来酸', '富马酸', '酒石酸', '枸橼酸', '磷酸',
  '一水合物', '二水合物', '三水合物', '半水合物', '水合物', '无水', '游离碱', '钙', '钠', '钾', '镁',
];
/** Label words as well: for teaching the tokeniser the drug stems of impurity and intermediate names. */
const LABEL_AFFIXES = ['相关物质', '对照品', '标准品', '中间体', '代谢物', '杂质'];
const byLength = (list: string[]) => [...list].sort((a, b) => b.length - a.length);
const SALTS = byLength(SALT_AFFIXES);
const ALL_AFFIXES = byLength([...SALT_AFFIXES, ...LABEL_AFFIXES]);

/**
 * The drug stems of a name: each Han run with salt (and, unless `saltsOnly`, label) words removed from
 * both ends. 苯磺酸氨氯地平 → 氨氯地平; 阿司匹林杂质C → 阿司匹林 (not with `saltsOnly`).
 */
export function nameStems(name: string, saltsOnly = false): string[] {
  const affixes = saltsOnly ? SALTS : ALL_AFFIXES;
  const out = new Set<string>();
  for (let run of hanRuns(name)) {
    for (let changed = true; changed; ) {
      changed = false;
      for (const a of affixes) {
        if (run.length > a.length + 1 && run.startsWith(a)) {
          run = run.slice(a.length);
          changed = true;
        }
        if (run.length > a.length + 1 && run.endsWith(a)) {
          run = run.slice(0, -a.length);
          changed = true;
        }
      }
    }
    if ([...run].length >= 2) out.add(run);
  }
  return [...out];
}

/** Precise segmentation (no HMM guessing): the words a query is made of. */
export function cutWords(text: string): string[] {
  return jieba()
    .cut(text, false)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** Search-mode segmentation (whole words and the dictionary words inside them): what a name is indexed under. */
export function cutForIndex(text: string): string[] {
  return jieba()
    .cutForSearch(text, false)
    .map((w) => w.trim())
    .filter(Boolean);
}
