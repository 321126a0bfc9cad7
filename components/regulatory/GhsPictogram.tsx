import type { ReactNode } from 'react';
import { GHS_PICTOGRAMS, type GhsPictogram as Code } from '@/lib/api/contract/regulatory';
import { REG_MSG } from '@/lib/messages';

/*
 * The nine GHS pictograms (GB 30000 / UN GHS Annex 1): a black symbol on a white ground inside a red diamond.
 * Drawn on a 100×100 box; the diamond is the square turned 45°. Each is an image with its Chinese name.
 */
const RED = '#e60012';

const SYMBOLS: Record<Code, ReactNode> = {
  // Exploding bomb: a bomb bursting into fragments.
  GHS01: (
    <g>
      <circle cx="46" cy="56" r="11" />
      <path d="M54 46 l6 -8 M60 52 l10 -3 M58 61 l9 4 M40 43 l-3 -9 M34 52 l-9 -3 M36 64 l-7 6 M47 69 l1 8" stroke="#000" strokeWidth="3" fill="none" />
      <path d="M62 34 l3 4 l4 -3 l-1 5 l5 1 l-5 2 l1 5 l-4 -3 l-3 4 l0 -5 l-5 -1 l5 -2z" />
    </g>
  ),
  // Flame over a baseline.
  GHS02: (
    <g>
      <path d="M50 28 C60 40 66 48 62 60 C60 66 56 70 50 70 C43 70 38 65 38 58 C38 52 42 48 44 44 C45 50 48 52 50 52 C48 44 46 36 50 28z" />
      <rect x="34" y="72" width="32" height="4" />
    </g>
  ),
  // Flame over circle.
  GHS03: (
    <g>
      <path d="M50 26 C57 34 61 40 58 48 C57 52 54 54 50 54 C46 54 42 51 42 47 C42 43 45 40 46 37 C47 41 49 42 50 42 C49 37 48 32 50 26z" />
      <circle cx="50" cy="62" r="9" fill="none" stroke="#000" strokeWidth="4" />
      <rect x="34" y="74" width="32" height="4" />
    </g>
  ),
  // Gas cylinder.
  GHS04: (
    <g>
      <rect x="30" y="48" width="40" height="16" rx="8" transform="rotate(-20 50 56)" />
      <rect x="66" y="40" width="6" height="8" transform="rotate(-20 50 56)" />
    </g>
  ),
  // Corrosion: liquid from two tubes attacking a surface and a hand.
  GHS05: (
    <g>
      <path d="M32 30 h10 v14 l-5 4 l-5 -4z M58 30 h10 v14 l-5 4 l-5 -4z" />
      <path d="M37 50 v6 M63 50 v6" stroke="#000" strokeWidth="2" />
      <rect x="28" y="60" width="18" height="6" />
      <path d="M54 60 h16 v6 h-4 l-2 4 l-2 -4 h-8z" />
      <rect x="28" y="70" width="44" height="4" />
    </g>
  ),
  // Skull and crossbones.
  GHS06: (
    <g>
      <ellipse cx="50" cy="44" rx="13" ry="12" />
      <rect x="43" y="52" width="14" height="8" rx="2" />
      <circle cx="45" cy="43" r="3.5" fill="#fff" />
      <circle cx="55" cy="43" r="3.5" fill="#fff" />
      <path d="M32 62 L68 76 M68 62 L32 76" stroke="#000" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  // Exclamation mark.
  GHS07: (
    <g>
      <path d="M45 28 h10 l-2 32 h-6z" />
      <circle cx="50" cy="69" r="5" />
    </g>
  ),
  // Health hazard: a bust with a star-shaped burst on the chest.
  GHS08: (
    <g>
      <circle cx="50" cy="32" r="7" />
      <path d="M34 76 C34 54 40 44 50 44 C60 44 66 54 66 76z" />
      <path d="M50 52 l3 6 l6 -2 l-3 6 l6 3 l-6 3 l3 6 l-6 -2 l-3 6 l-3 -6 l-6 2 l3 -6 l-6 -3 l6 -3 l-3 -6 l6 2z" fill="#fff" />
    </g>
  ),
  // Environment: a dead tree and a dead fish.
  GHS09: (
    <g>
      <path d="M40 66 V40 M40 48 L32 38 M40 44 L48 34 M40 54 L50 48" stroke="#000" strokeWidth="3" fill="none" />
      <rect x="26" y="66" width="48" height="3" />
      <path d="M50 58 C56 52 66 52 70 58 C66 64 56 64 50 58z M70 58 l6 -5 v10z" />
      <circle cx="55" cy="57" r="1.5" fill="#fff" />
    </g>
  ),
};

/** One GHS pictogram as an accessible image (alt text: code and Chinese name, e.g. 'GHS05 腐蚀'). */
export default function GhsPictogram({ code, size = 48 }: { code: Code; size?: number }) {
  const label = REG_MSG.pictogramAlt(code, GHS_PICTOGRAMS[code]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 100 100" data-ghs={code}>
      <title>{label}</title>
      <rect x="17" y="17" width="66" height="66" transform="rotate(45 50 50)" fill="#fff" stroke={RED} strokeWidth="7" />
      <g fill="#000" transform="translate(50 50) scale(0.78) translate(-50 -50)">
        {SYMBOLS[code]}
      </g>
    </svg>
  );
}
