/**
 * npm run search:eval [-- --build build] [--tune]
 * Top-1, top-3 and MRR of the embedded search over readers' real questions
 * (tests/fixtures/search-questions/corpus.json), per half and per kind of question, with the
 * answers ranked as the search modal lists them. `--tune` is for tuning: it lists the tuning
 * half's misses and leaves the test half out, which is for reporting only.
 */
import path from 'node:path';
import {indexOfBuild, rankQuestions, readCorpus, scoreTable} from './lib/searchEval';

const args = process.argv.slice(2);
const buildIndex = args.indexOf('--build');
const buildDir = path.resolve(buildIndex >= 0 ? args[buildIndex + 1] : 'build');

const corpusIndex = args.indexOf('--corpus');
const index = indexOfBuild(buildDir);
const ranked = rankQuestions(index, readCorpus(corpusIndex >= 0 ? path.resolve(args[corpusIndex + 1]) : undefined));
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
console.log('half  kind          questions   top-1    top-3     MRR');
const tuning = args.includes('--tune');
for (const {half, kind, score} of scoreTable(ranked)) {
  if (score.questions === 0 || (half === 'test' && tuning)) continue;
  console.log(
    `${half.padEnd(5)} ${kind.padEnd(12)} ${String(score.questions).padStart(10)} ${pct(score.top1)} ${pct(score.top3)} ${score.mrr.toFixed(3).padStart(7)}`,
  );
}
if (tuning) {
  console.log('\ntuning half, answer not in the top 3:');
  for (const r of ranked.filter((q) => q.half === 'tune' && (q.rank === 0 || q.rank > 3))) {
    console.log(
      `  [${r.kind}] "${r.query}" → ${r.answers.join(' | ')} (rank ${r.rank || '–'}; shown: ${r.shown.join(', ')})`,
    );
  }
}
