import { describe, expect, it } from 'vitest';
import { hillFormula, normaliseFormula, parseFormula } from '../../server/chem/formula';

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
