import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreOf } from './score-rules';

// @ts-expect-error: the Stryker config is plain JavaScript (checked with // @ts-check in its own file).
const { MUTATED_FILES } = (await import('../../stryker.config.mjs')) as { MUTATED_FILES: string[] };

describe('mutation testing setup', () => {
  it('type-checks exactly the files it mutates, and they all exist', () => {
    const tsconfig = JSON.parse(readFileSync('tsconfig.mutation.json', 'utf8')) as { files: string[] };
    expect([...tsconfig.files].sort()).toEqual([...MUTATED_FILES].sort());
    for (const file of MUTATED_FILES) expect(existsSync(file), file).toBe(true);
  });
});

describe('scoreOf', () => {
  it('counts killed and timed-out mutants as detected, and leaves errors and ignored ones out', () => {
    const mutants = [
      ...Array(7).fill({ status: 'Killed' }),
      { status: 'Timeout' },
      { status: 'Survived' },
      { status: 'NoCoverage' },
      { status: 'CompileError' },
      { status: 'RuntimeError' },
      { status: 'Ignored' },
    ] as Array<{ status: 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored' }>;
    expect(scoreOf(mutants)).toEqual({ valid: 10, killed: 8, survived: 1, noCoverage: 1, score: 80 });
    expect(scoreOf([]).score).toBe(100);
  });
});
