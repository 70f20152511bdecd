import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '@/db/seed/words';
import { audienceFromCodes, BISAC_SUBJECTS, bookDepartment, mapSubjects, THEMA_SUBJECTS, type SubjectCode } from './subject-mapping';

const bisac = (code: string, main = false): SubjectCode => ({ scheme: 'bisac', code, main });
const thema = (code: string, main = false): SubjectCode => ({ scheme: 'thema', code, main });

describe('subject mapping', () => {
  it('maps BISAC codes whole, by heading group, then by section', () => {
    expect(mapSubjects([bisac('JUV028000')]).categorySubjects).toEqual(['Fiction|Mystery']);
    expect(mapSubjects([bisac('JUV002060')]).categorySubjects).toEqual(['Fiction|Dinosaurs']);
    expect(mapSubjects([bisac('JUV002130')]).categorySubjects).toEqual(['Fiction|Animals']);
    expect(mapSubjects([bisac('JNF051040')]).categorySubjects).toEqual(['Nonfiction|Space']);
    expect(mapSubjects([bisac('JNF051030')]).categorySubjects).toEqual(['Nonfiction|Science']);
    expect(mapSubjects([bisac('YAF058120')]).categorySubjects).toEqual(['Fiction|Friendship']);
    expect(mapSubjects([bisac('YAF058160')]).categorySubjects).toEqual(['Fiction|Contemporary']);
    expect(mapSubjects([bisac('POE005010')]).categorySubjects).toEqual(['Fiction|Poetry']);
  });

  it('maps Thema codes by their longest known prefix', () => {
    expect(mapSubjects([thema('YFCF')]).categorySubjects).toEqual(['Fiction|Mystery']);
    expect(mapSubjects([thema('YFC')]).categorySubjects).toEqual(['Fiction|Adventure']);
    expect(mapSubjects([thema('YFHR')]).categorySubjects).toEqual(['Fiction|Fantasy']);
    expect(mapSubjects([thema('YNNJ24')]).categorySubjects).toEqual(['Nonfiction|Animals']);
    expect(mapSubjects([thema('FMB')]).categorySubjects).toEqual(['Fiction|Fantasy']);
  });

  it('puts the main subject first, drops repeats and reports unknown codes without failing', () => {
    const mapped = mapSubjects([bisac('JUV001000'), bisac('JUV031000'), thema('YFC'), bisac('JUV037000', true), thema('YZG')]);
    expect(mapped.categorySubjects).toEqual(['Fiction|Fantasy', 'Fiction|Adventure']);
    expect(mapped.unmapped).toEqual(['BISAC JUV031000', 'Thema YZG']);
  });

  it('only uses categories and subjects the shop already has', () => {
    const shop = new Set(
      Object.values(SUBJECTS)
        .flat()
        .map((pair) => pair.join('|')),
    );
    for (const pair of [...Object.values(BISAC_SUBJECTS), ...Object.values(THEMA_SUBJECTS)]) expect(shop, pair.join('|')).toContain(pair.join('|'));
  });
});

describe('book department', () => {
  const section = (codes: SubjectCode[]) => mapSubjects(codes).primary;

  it('puts children’s and young adult nonfiction in Nonfiction', () => {
    expect(bookDepartment(section([bisac('JNF003000')]), null, 6)).toBe('Nonfiction');
    expect(bookDepartment(section([bisac('YAN025000')]), null, 14)).toBe('Nonfiction');
    expect(bookDepartment(section([thema('YNT')]), null, null)).toBe('Nonfiction');
  });

  it('sorts children’s fiction by interest age', () => {
    expect(bookDepartment(section([bisac('JUV002000')]), null, 3)).toBe('Kids');
    expect(bookDepartment(section([bisac('JUV028000')]), null, 9)).toBe('Tweens');
    expect(bookDepartment(section([thema('YFH')]), null, 13)).toBe('Young Adult');
    expect(bookDepartment(section([bisac('JUV002000')]), null, null)).toBe('Kids');
  });

  it('keeps young adult codes in Young Adult whatever the age', () => {
    expect(bookDepartment(section([bisac('YAF019000')]), null, 12)).toBe('Young Adult');
    expect(bookDepartment(section([bisac('YAF019000')]), null, null)).toBe('Young Adult');
  });

  it('lets the main subject decide', () => {
    expect(bookDepartment(section([bisac('JUV002000'), bisac('JNF003000', true)]), null, 5)).toBe('Nonfiction');
  });

  it('falls back on the ONIX audience code, then the age, and files adult books under Books', () => {
    expect(bookDepartment(null, audienceFromCodes(['03']), null)).toBe('Young Adult');
    expect(bookDepartment(null, audienceFromCodes(['01', '02']), null)).toBe('Kids');
    expect(bookDepartment(null, null, 10)).toBe('Tweens');
    expect(bookDepartment(null, null, null)).toBe('Books');
    expect(bookDepartment(section([bisac('FAM034000')]), null, null)).toBe('Books');
    expect(bookDepartment(section([thema('FM')]), null, null)).toBe('Books');
  });
});
