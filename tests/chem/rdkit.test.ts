import { beforeAll, describe, expect, it } from 'vitest';
import {
  depictSvg,
  describeMolecule,
  getRDKit,
  hillFormula,
  normaliseFormula,
  parseFormula,
} from '../../server/chem/rdkit';
import { casCheckDigitValid, isCasLike, normaliseCas } from '../../lib/chem/cas';

const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O';

beforeAll(async () => {
  await getRDKit(); // WASM start-up can take a moment on a cold cache
}, 30_000);

describe('getRDKit', () => {
  it('returns one shared module instance', async () => {
    const [a, b] = await Promise.all([getRDKit(), getRDKit()]);
    expect(a).toBe(b);
    expect(a.version()).toMatch(/^\d{4}\.\d{2}/);
  });
});

describe('describeMolecule', () => {
  it('describes aspirin', async () => {
    const d = await describeMolecule(ASPIRIN);
    expect(d).not.toBeNull();
    expect(d!.formula).toBe('C9H8O4');
    expect(d!.mw).toBe(180.16);
    expect(d!.exactMass).toBeCloseTo(180.0423, 3);
    expect(d!.inchi).toBe('InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)');
    expect(d!.inchiKey).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
    expect(d!.canonicalSmiles).toBe('CC(=O)Oc1ccccc1C(=O)O');
  });

  it('canonicalises different SMILES of the same molecule identically', async () => {
    const a = await describeMolecule('OC(=O)c1ccccc1OC(C)=O');
    const b = await describeMolecule(ASPIRIN);
    expect(a!.canonicalSmiles).toBe(b!.canonicalSmiles);
  });

  it('merges salt components into one Hill formula (amlodipine besylate)', async () => {
    const d = await describeMolecule(
      'CCOC(=O)C1=C(COCCN)NC(C)=C(C(=O)OC)C1c1ccccc1Cl.OS(=O)(=O)c1ccccc1',
    );
    expect(d!.formula).toBe('C26H31ClN2O8S');
    expect(d!.mw).toBe(567.06);
    expect(d!.inchi.startsWith('InChI=1S/C20H25ClN2O5.C6H6O3S/')).toBe(true);
  });

  it('handles ionic salts with balanced charges (atorvastatin calcium, HCl salts)', async () => {
    const metforminHcl = await describeMolecule('CN(C)C(=N)NC(=N)N.Cl');
    expect(metforminHcl!.formula).toBe('C4H12ClN5');
    const calciumAcetate = await describeMolecule('CC(=O)[O-].CC(=O)[O-].[Ca+2]');
    expect(calciumAcetate!.formula).toBe('C4H6CaO4');
  });

  it('appends a net charge like RDKit CalcMolFormula', async () => {
    expect((await describeMolecule('C[N+](C)(C)C'))!.formula).toBe('C4H12N+');
    expect((await describeMolecule('[O-]C(=O)C(=O)[O-]'))!.formula).toBe('C2O4-2'); // RDKit prints sign then count
  });

  it('writes isotopes as D / [13C] (RDKit separateIsotopes convention)', async () => {
    const d4 = await describeMolecule('[2H]c1c([2H])c(NC(C)=O)c([2H])c([2H])c1O');
    expect(d4!.formula).toBe('C8H5D4NO2');
    expect(d4!.mw).toBe(155.19);
    const c13 = await describeMolecule('[13CH3]n1cnc2c1c(=O)n([13CH3])c(=O)n2[13CH3]');
    expect(c13!.formula).toBe('C5[13C]3H10N4O2');
    const ndmaD6 = await describeMolecule('[2H]C([2H])([2H])N(N=O)C([2H])([2H])[2H]');
    expect(ndmaD6!.formula).toBe('C2D6N2O');
  });

  it('accepts a molfile', async () => {
    const rdkit = await getRDKit();
    const mol = rdkit.get_mol(ASPIRIN)!;
    const molblock = mol.get_molblock();
    mol.delete();
    const d = await describeMolecule(molblock);
    expect(d!.formula).toBe('C9H8O4');
    expect(d!.inchiKey).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
  });

  it('returns null for garbage', async () => {
    expect(await describeMolecule('this is not a molecule')).toBeNull();
    expect(await describeMolecule('C1CC')).toBeNull(); // unclosed ring
    expect(await describeMolecule('c1cccc1')).toBeNull(); // cannot kekulise
    expect(await describeMolecule('')).toBeNull();
    expect(await describeMolecule('   ')).toBeNull();
  });
});

describe('depictSvg', () => {
  it('draws an SVG of the default size', async () => {
    const svg = await depictSvg(ASPIRIN);
    expect(svg).toContain('<svg');
    expect(svg).toContain("width='300px'");
    expect(svg).toContain("height='240px'");
    expect(svg!.trim().endsWith('</svg>')).toBe(true);
  });

  it('honours size and highlights atoms', async () => {
    const plain = await depictSvg(ASPIRIN, { width: 200, height: 160 });
    const highlighted = await depictSvg(ASPIRIN, { width: 200, height: 160, highlightAtoms: [0, 1, 2, 99, -1] });
    expect(plain).toContain("width='200px'");
    expect(highlighted).toContain('<svg');
    expect(highlighted).not.toBe(plain);
    expect(plain).not.toContain('#FF7F7F'); // RDKit's default highlight colour
    expect(highlighted).toContain('#FF7F7F');
  });

  it('returns null for unparsable input', async () => {
    expect(await depictSvg('not-a-smiles')).toBeNull();
  });

  it('does not leak: many calls keep working', async () => {
    for (let i = 0; i < 50; i++) expect(await depictSvg('c1ccccc1O')).toContain('<svg');
  });
});

describe('normaliseFormula / parseFormula', () => {
  it.each([
    ['C9H8O4', 'C9H8O4'],
    ['O4C9H8', 'C9H8O4'],
    ['H8O4C9', 'C9H8O4'],
    ['c9h8o4', 'C9H8O4'],
    ['h2o', 'H2O'],
    ['H2O', 'H2O'],
    ['C20H25ClN2O5', 'C20H25ClN2O5'],
    ['c20h25cln2o5', 'C20H25ClN2O5'],
    ['ClC20H25N2O5', 'C20H25ClN2O5'],
    ['CH3COOH', 'C2H4O2'],
    ['H2SO4', 'H2O4S'],
    ['NaCl', 'ClNa'],
    ['nacl', 'ClNa'],
    ['co2', 'CO2'],
    ['CO2', 'CO2'],
    ['Co2', 'Co2'],
    ['C20H25ClN2O5·C6H6O3S', 'C26H31ClN2O8S'],
    ['C4H11N5.HCl', 'C4H12ClN5'],
    ['Ca(C33H34FN2O5)2', 'C66H68CaF2N4O10'],
    ['C₉H₈O₄', 'C9H8O4'],
    [' C9 H8 O4 ', 'C9H8O4'],
    ['CuSO4·5H2O', 'CuH10O9S'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseFormula(input)).toBe(expected);
  });

  it.each(['', 'garbage', 'hello world', 'Xx2', 'C0', '123', 'C9H8O4)', '(C9', 'C-9', '<script>'])(
    'rejects %j',
    (input) => {
      expect(normaliseFormula(input)).toBeNull();
    },
  );

  it('parses into element counts', () => {
    expect(parseFormula('C9H8O4')).toEqual({ C: 9, H: 8, O: 4 });
    expect(parseFormula('Ca(OH)2')).toEqual({ Ca: 1, O: 2, H: 2 });
    expect(parseFormula('nonsense')).toBeNull();
  });

  it('orders without carbon alphabetically, with carbon C then H first', () => {
    expect(hillFormula({ O: 1, H: 2 })).toBe('H2O');
    expect(hillFormula({ Br: 1, C: 1, H: 3 })).toBe('CH3Br');
    expect(hillFormula({ Na: 1, Cl: 1 })).toBe('ClNa');
  });
});

describe('cas helpers', () => {
  it('validates check digits', () => {
    expect(casCheckDigitValid('50-78-2')).toBe(true); // aspirin
    expect(casCheckDigitValid('50-78-3')).toBe(false);
    expect(casCheckDigitValid('7732-18-5')).toBe(true); // water
    expect(casCheckDigitValid('111470-99-6')).toBe(true);
    expect(casCheckDigitValid('50782')).toBe(false);
    expect(casCheckDigitValid('5-78-2')).toBe(false);
  });

  it('recognises CAS-like text, including full-width input', () => {
    expect(isCasLike('103-90-2')).toBe(true);
    expect(isCasLike(' 103-90-2 ')).toBe(true);
    expect(isCasLike('１０３－９０－２')).toBe(true);
    expect(normaliseCas('１０３－９０－２')).toBe('103-90-2');
    expect(isCasLike('aspirin')).toBe(false);
    expect(isCasLike('10-3-90')).toBe(false);
  });
});
