#!/usr/bin/env node
// `npm run docs:decisions`: writes docs/decisions/README.md, the index of the decision records,
// from the records themselves (`NNNN-<title>.md` in that folder: the number and title of their
// `# NNNN. Title` heading, their `Status:` and optional `Area:` lines). A new record is a new
// file; run this and commit both. `--check` only says whether the index is up to date (npm test).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './references.mjs';

const FOLDER = path.join(ROOT, 'docs/decisions');
const INDEX = path.join(FOLDER, 'README.md');

/** Each record's number, title, status and area, in number order; throws on a malformed one. */
export function records() {
  return readdirSync(FOLDER)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(FOLDER, file), 'utf8');
      const heading = /^# (\d{4})\. (.+)$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      if (!heading || heading[1] !== file.slice(0, 4)) throw new Error(`docs/decisions/${file}: the first heading must be "# ${file.slice(0, 4)}. Title"`);
      if (!status) throw new Error(`docs/decisions/${file}: no "Status:" line under the title`);
      for (const section of ['Context', 'Decision', 'Consequences'])
        if (!new RegExp(`^## ${section}$`, 'm').test(text)) throw new Error(`docs/decisions/${file}: no "## ${section}" section`);
      return { file, number: heading[1], title: heading[2], status: status[1], area: /^Area: (.+)$/m.exec(text)?.[1] ?? '' };
    });
}

/** A status for the index: a link to a superseding record keeps its number only. */
const shortStatus = (status) => status.replace(/\[(\d{4})\.[^\]]*\]\(([^)]+)\)/g, '[$1]($2)');

export function renderIndex(list = records()) {
  const rows = list.map((r) => `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${r.area} | ${shortStatus(r.status).replace(/\|/g, '\\|')} |`);
  return `# Decisions

Where the specification (\`../shared/spec.md\`) is silent, or records a defect of the old product,
and wherever the product chose between ways of doing something, the choice is recorded here: one
numbered record per decision, with its context, the decision and its consequences. A record is
not rewritten when a later one changes it: the later one says what it replaces, and the earlier
one's status names it. Where a test assertion had to change, the record says why.

This index is written by \`npm run docs:decisions\` from the records; \`npm test\` fails when it is
out of date. To add a decision, copy a record, take the next free number of your range, write
\`# NNNN. Title\`, \`Status: accepted\` (and \`Area:\`, the part of the product), then
\`## Context\`, \`## Decision\` and \`## Consequences\`, and run the command.

| Number | Decision | Area | Status |
|---|---|---|---|
${rows.join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = renderIndex();
  if (process.argv.includes('--check')) {
    if (readFileSync(INDEX, 'utf8') !== wanted) {
      console.error('docs/decisions/README.md is out of date: run npm run docs:decisions');
      process.exit(1);
    }
  } else {
    writeFileSync(INDEX, wanted);
    console.log(`docs/decisions/README.md: ${records().length} decisions`);
  }
}
