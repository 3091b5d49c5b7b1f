// The JSON Schema of scenario files (docs/scenario.schema.json), checked with an independent
// validator, ajv: it accepts every built-in scenario and rejects every bad-file fixture. The
// schema is generated from the Rust types, and tests/schema.rs fails when the file drifts from
// them; there too the loader rejects each fixture. No browser here: only files are read.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv from 'ajv';

const root = new URL('../../', import.meta.url);
const read = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const jsonFiles = (dir) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .sort();

// strict: a keyword ajv does not know fails compiling, so the schema cannot be half-read.
const ajv = new Ajv({ allErrors: true, strict: true });
// schemars writes the integer formats Rust has (uint32, uint64, int64); ajv is told they exist.
for (const format of ['uint', 'uint8', 'uint16', 'uint32', 'uint64', 'int', 'int32', 'int64']) ajv.addFormat(format, true);
const validate = ajv.compile(read('docs/scenario.schema.json'));

test('the schema accepts every built-in scenario', () => {
  const files = jsonFiles('src/scenarios/');
  assert.ok(files.length >= 16, `only ${files.length} built-in scenarios found`);
  for (const file of files) {
    const ok = validate(read(`src/scenarios/${file}`));
    assert.ok(ok, `${file}: ${ajv.errorsText(validate.errors)}`);
  }
});

/** What the validator must say about each bad fixture: the place in the file it points at. */
const bad = {
  'bad-decision.json': '/agent/rules/0/decision',
  'bad-id.json': '/id',
  'call-without-tool.json': '/replies/0/toolCalls/0',
  'missing-prompt.json': '',
  'no-replies.json': '/replies',
  'unknown-field.json': '',
  'wrong-type.json': '/agent/tools',
  'zero-turns.json': '/agent/maxTurns',
};

test('the schema rejects every bad-file fixture, pointing at the field', () => {
  assert.deepEqual(jsonFiles('tests/fixtures/scenarios/'), Object.keys(bad).sort());
  for (const [file, at] of Object.entries(bad)) {
    assert.equal(validate(read(`tests/fixtures/scenarios/${file}`)), false, `${file} was accepted`);
    const paths = validate.errors.map((e) => e.instancePath);
    assert.ok(paths.includes(at), `${file}: errors at ${JSON.stringify(paths)}, none at "${at}"`);
  }
});

test('a scripted call may write its input as text or as a JSON object', () => {
  const s = read('src/scenarios/read-file.json');
  s.replies[0].toolCalls[0].input = { path: 'README.md' };
  assert.ok(validate(s), ajv.errorsText(validate.errors));
});
