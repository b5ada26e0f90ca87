import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('writes semicolon-separated lines with a BOM, quoting what needs it', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['Müller; Hans', 'say "hi"'],
          [null, 12.5],
        ],
      ),
    ).toBe('\uFEFFa;b\r\n"Müller; Hans";"say ""hi"""\r\n;12.5\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("evil")'], ['+41 79'], ['-1'], ['@SUM']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""evil"")"\r\n\'+41 79\r\n\'-1\r\n\'@SUM\r\n',
    );
  });
});

describe('parseCsv', () => {
  it('reads semicolons or commas, quotes, BOM and CRLF, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa;b\r\n"x;1";" y "\r\n\r\nz;\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x;1', 'y'] },
      { line: 4, cells: ['z', ''] },
    ]);
    expect(parseCsv('a,b\n"He said ""no""",2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['He said "no"', '2'] },
    ]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [['Anne-Marie', 'Zürich; Kreis 4', 'line\nbreak']];
    const parsed = parseCsv(toCsv(['a', 'b', 'c'], rows));
    expect(parsed[1]?.cells).toEqual(rows[0]);
  });
});
