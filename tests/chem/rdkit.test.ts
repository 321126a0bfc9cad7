import { beforeAll, describe, expect, it } from 'vitest';
import { depictSvg, describeMolecule, getRDKit, molText } from '../../server/chem/rdkit';
import { chemFeatures } from '../../server/search/fingerprints';
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

  it('reads a molfile whatever its line breaks (\\n, \\r\\n, \\r), keeping its blank name line', async () => {
    const rdkit = await getRDKit();
    const mol = rdkit.get_mol(ASPIRIN)!;
    const molblock = mol.get_molblock();
    mol.delete();
    expect(molblock.startsWith('\n')).toBe(true); // the name line is blank: a reader that trims it breaks the file
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = molblock.replace(/\n/g, eol);
      expect((await describeMolecule(text))?.inchiKey, JSON.stringify(eol)).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
      expect((await chemFeatures(text))?.heavyAtoms, JSON.stringify(eol)).toBe(13);
      expect(await depictSvg(text), JSON.stringify(eol)).toContain('<svg');
    }
  });

  it('reads a SMILES with spaces or a line break around it', async () => {
    expect((await describeMolecule(`  ${ASPIRIN}\r\n`))?.formula).toBe('C9H8O4');
    expect((await chemFeatures(` ${ASPIRIN} `))?.heavyAtoms).toBe(13);
  });

  it('returns null for garbage', async () => {
    expect(await describeMolecule('this is not a molecule')).toBeNull();
    expect(await describeMolecule('C1CC')).toBeNull(); // unclosed ring
    expect(await describeMolecule('c1cccc1')).toBeNull(); // cannot kekulise
    expect(await describeMolecule('')).toBeNull();
    expect(await describeMolecule('   ')).toBeNull();
  });
});

describe('molText', () => {
  it('trims a SMILES, keeps a molfile\'s leading lines and makes every line break \\n', () => {
    expect(molText('  CCO \n')).toBe('CCO');
    expect(molText('\r\n  RDKit\r\n\r\n  0  0\r')).toBe('\n  RDKit\n\n  0  0\n');
    expect(molText('\r  RDKit\r\r  0  0')).toBe('\n  RDKit\n\n  0  0');
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
