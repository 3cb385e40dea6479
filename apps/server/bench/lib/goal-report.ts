import fs from 'node:fs';

/** One figure against its goal; `baseline` is what it is judged beside, measured in the same run. */
export interface GoalRow {
  goal: string;
  measured: string;
  baseline: string;
  /** 'yes', 'NO', or 'n/a' for a figure reported without a goal. */
  met: string;
}

export const metText = (met: boolean | null) => (met === null ? 'n/a' : met ? 'yes' : 'NO');

/**
 * Prints a bench's goals and, when BENCH_JSON names a file, writes them there with any tables the
 * bench wants in the report: `npm run bench` (scripts/bench-report.mjs) runs every bench with its
 * own file and writes bench/report.md from them.
 */
export function reportGoals(title: string, goals: GoalRow[], tables: Record<string, object[]> = {}) {
  console.log(`\n${title}`);
  console.table(goals);
  const file = process.env.BENCH_JSON;
  if (file) fs.writeFileSync(file, `${JSON.stringify({ title, goals, tables }, null, 2)}\n`);
}
