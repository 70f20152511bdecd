/** Mutation score as StrykerJS counts it: (killed + timed out) ÷ (all but ignored, compile and runtime errors). */
export interface MutantResult {
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}

export interface Score {
  valid: number;
  killed: number;
  survived: number;
  noCoverage: number;
  score: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function scoreOf(mutants: Array<Pick<MutantResult, 'status'>>): Score {
  const killed = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const survived = mutants.filter((mutant) => mutant.status === 'Survived').length;
  const noCoverage = mutants.filter((mutant) => mutant.status === 'NoCoverage').length;
  const valid = killed + mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  return { valid, killed, survived, noCoverage, score: valid === 0 ? 100 : (killed / valid) * 100 };
}
