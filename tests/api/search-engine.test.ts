import { describe, expect, it } from 'vitest';
import { getRDKit } from '../../server/chem/rdkit';
import { products as seedProducts } from '../../server/db/seed/data';
import { analyseProduct } from '../../server/search/analyse';
import { readMol } from '../../server/chem/rdkit';
import { bitVectPickle, elementCounts, featuresOfMol } from '../../server/search/fingerprints';
import { cleanKeyword, normaliseText } from '../../server/search/normalise';
import { namePinyin, syllables } from '../../server/search/pinyin';
import { planKeyword, unitsQuery } from '../../server/search/query';
import { cutWords, nameStems } from '../../server/search/tokenise';

/** The pieces of the search engine that need no database. */

describe('tokeniser', () => {
  it('keeps drug names whole, with salt words apart', () => {
    expect(cutWords('二甲双胍')).toEqual(['二甲双胍']);
    expect(cutWords('盐酸二甲双胍')).toEqual(['盐酸', '二甲双胍']);
    expect(cutWords('苯磺酸氨氯地平')).toEqual(['苯磺酸', '氨氯地平']);
    expect(cutWords('硫酸氢氯吡格雷')).toEqual(['硫酸氢', '氯吡格雷']);
  });

  it('finds the drug stem of a catalogue name', () => {
    expect(nameStems('盐酸二甲双胍', true)).toEqual(['二甲双胍']);
    expect(nameStems('阿托伐他汀钙', true)).toEqual(['阿托伐他汀']);
    expect(nameStems('阿司匹林杂质C（水杨酸）')).toEqual(['阿司匹林', '水杨酸']);
    expect(nameStems('阿司匹林杂质C', true)).toEqual(['阿司匹林杂质']);
  });
});

describe('pinyin', () => {
  it('reads drug names, with the polyphone fixes and ü as v', () => {
    expect(syllables('阿司匹林').join('')).toBe('asipilin');
    expect(syllables('重酒石酸').join(' ')).toBe('chong jiu shi suan');
    expect(syllables('地塞米松').join(' ')).toBe('di sai mi song');
    expect(syllables('氯沙坦').join(' ')).toBe('lv sha tan');
    expect(syllables('没食子酸').join(' ')).toBe('mo shi zi suan');
  });

  it('gives full pinyin and initials from every word start', () => {
    const p = namePinyin([{ run: '盐酸二甲双胍', words: ['盐酸', '二甲双胍'] }]);
    expect(p.full).toBe('yansuanerjiashuanggua');
    expect(p.initials).toBe('ysejsg');
    expect(p.fromWords).toEqual(expect.arrayContaining(['erjiashuanggua', 'ejsg']));
    // A fix spanning two words still applies (重 + 酒石酸).
    expect(namePinyin([{ run: '重酒石酸去甲肾上腺素', words: ['重', '酒石酸', '去甲', '肾上腺素'] }]).full).toMatch(/^chongjiushisuan/);
  });
});

describe('normalisation of odd input', () => {
  it('drops lone surrogates, controls and invisible characters; folds full width; cuts long input', () => {
    expect(normaliseText('\ud800ＡＳＰＩＲＩＮ\u0000\u200b')).toBe('aspirin');
    expect(normaliseText('😀')).toBe('😀');
    expect(cleanKeyword('x'.repeat(10_000))).toHaveLength(100);
    expect(cleanKeyword('  阿司匹林\ud800  ')).toBe('阿司匹林');
  });
});

describe('query classification', () => {
  it('reads each kind of keyword', () => {
    expect(planKeyword('50-78-2')).toMatchObject({ cas: '50-78-2', kinds: expect.arrayContaining(['cas']) });
    expect(planKeyword('50-78')).toMatchObject({ cas: null, casPrefix: '50-78' });
    expect(planKeyword('O4H8C9').formula).toBe('C9H8O4');
    expect(planKeyword('c9h8o4').formula).toBe('C9H8O4');
    expect(planKeyword('RM-A001')).toMatchObject({ code: 'rm-a001', codePrefix: true });
    expect(planKeyword('asplp').pinyin).toBe('asplp');
    expect(planKeyword('A Si Pi Lin').pinyin).toBe('asipilin');
    expect(planKeyword('奥美').units).toEqual([{ kind: 'han', text: '奥美' }]);
    expect(planKeyword('盐酸二甲双胍片').units.map((u) => u.text)).toEqual(['盐酸', '二甲双胍', '片']);
    expect(planKeyword('Aspirin').kinds).toEqual(expect.arrayContaining(['english', 'pinyin']));
  });

  it('turns Chinese fragments into bigram queries and words into prefixes', () => {
    expect(unitsQuery([{ kind: 'han', text: '奥美' }], '&')).toBe("'奥美'");
    expect(unitsQuery([{ kind: 'han', text: '奥美拉' }], '&')).toBe("('奥美拉' | ('奥美' & '美拉'))");
    expect(unitsQuery([{ kind: 'word', text: "it's", prefix: true }], '&')).toBe("'it''s':*");
  });

  it('reads metacharacters as nothing special', () => {
    for (const k of ["%_'\";--", '.*+?(', '\\']) {
      const plan = planKeyword(k);
      expect(plan.units).toEqual([]);
      expect(plan.contains).toBeNull();
    }
  });
});

describe('search rows and fingerprints', () => {
  it('indexes names, CAS, code, bigrams and pinyin', () => {
    const row = analyseProduct({ nameCn: '奥美拉唑', nameEn: 'Omeprazole', synonyms: ['洛赛克'], cas: '73590-58-6', code: 'RM-D001' });
    for (const lexeme of ["'奥美'", "'美拉'", "'奥美拉唑'", "'omeprazole'", "'73590-58-6'", "'73590586'", "'rm-d001'", "'洛赛克'"]) expect(row.tokens).toContain(lexeme);
    expect(row.pinyin).toContain("'aomeilazuo'");
    expect(row.pinyinPrimary).toBe('\naomeilazuo\namlz\n');
    expect(row.names).toBe('\n奥美拉唑\nomeprazole\n洛赛克\n');
  });

  it('folds isotopes into their element for tolerance search', () => {
    expect(elementCounts('C5[13C]3H10N4O2')).toEqual({ C: 8, H: 10, N: 4, O: 2 });
    expect(elementCounts('C8HD9N4O2')).toEqual({ C: 8, H: 10, N: 4, O: 2 });
  });

  it('writes pattern fingerprints exactly as RDKit SubstructLibrary pickles them', async () => {
    const rdkit = await getRDKit();
    for (const p of seedProducts.slice(0, 40)) {
      const mol = readMol(rdkit, p.smiles)!;
      const lib = new rdkit.SubstructLibrary();
      try {
        lib.add_trusted_smiles(mol.get_smiles());
        const theirs = new Uint8Array(lib.get_pattern_fp_as_uint8array(0) as Uint8Array);
        expect(Buffer.from(bitVectPickle(featuresOfMol(mol).patternFp)).equals(Buffer.from(theirs)), p.code).toBe(true);
      } finally {
        lib.delete();
        mol.delete();
      }
    }
  });
});
