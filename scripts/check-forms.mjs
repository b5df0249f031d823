// The web's forms use the form library (README "Forms"; issue 25 §5): a form of two or more fields
// keeps its values in `useForm` from @mantine/form, not in a `useState` per field, and a form in a
// modal is a FormModal (which owns the footer, the server's failure, the busy state and the
// dirty guard). Run by `npm run check`; `--list` prints every form it finds and how it keeps its
// values. It reads the TSX syntax tree (TypeScript's parser), so formatting never fools it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = 'apps/web/src';

/**
 * Files allowed to break the rule, each with its reason. Keep it short: an entry is a debt, and
 * each leaves this list when its form moves to useForm.
 */
const EXCEPTIONS = new Map([
  // The sign-in again modal: the session's own dialog above everything (z-index 1100), on useForm
  // already; its footer signs in rather than saves.
  ['app/session/relogin-modal.tsx', 'session dialog on useForm with its own sign-in footer'],
  // Still to convert: the add-documents window keeps its folder in useState beside its upload queue;
  // the material form editor and the quote window are long-lived windows that stay open after a
  // save, with nested working copies keyed by temporary ids, which FormModal does not hold yet.
  ['features/document-panel/components/add-document-modal.tsx', 'folder beside the upload queue, to convert'],
  ['features/material-forms/components/material-form-editor.tsx', 'long-lived editor window, to convert'],
  ['features/material-quotes/components/quote-modal.tsx', 'long-lived quote window, to convert'],
  // Outside both halves of issue 25 §5: the project list's column chooser, one list of ticks
  // saved to the user's settings (no server refusal, nothing typed).
  ['features/project-list/components/column-config-modal.tsx', 'column chooser, not in issue 25 §5'],
]);

/** Inputs that hold a value the user types or chooses. */
const FIELD_TAGS = new Set([
  'TextInput',
  'Textarea',
  'PasswordInput',
  'PasswordField',
  'NumberInput',
  'Select',
  'MultiSelect',
  'Autocomplete',
  'TagsInput',
  'Checkbox',
  'Switch',
  'Radio.Group',
  'Chip.Group',
  'SegmentedControl',
  'FileInput',
  'DateInput',
  'DatePickerInput',
  'DateTimePicker',
  'DateField',
]);

function* tsxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') yield* tsxFiles(full);
    } else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield full;
  }
}

const tagName = (node) => node.tagName.getText();

/** Whether `node` mentions one of `names` anywhere inside. */
function mentions(node, names) {
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (ts.isIdentifier(n) && names.has(n.text)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * Inside a `.map(…)` over a constant list (`FIELDS.map`, `[…].map`): the element stands for several
 * fields. A map over data (rows with a checkbox each) is a list, not a form.
 */
function isRepeated(node) {
  for (let n = node.parent; n; n = n.parent) {
    const isCallback = ts.isArrowFunction(n) || ts.isFunctionExpression(n);
    const call = n.parent;
    if (!isCallback || !call || !ts.isCallExpression(call)) continue;
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) || !/^(map|flatMap)$/.test(callee.name.text)) continue;
    const list = callee.expression;
    if (ts.isArrayLiteralExpression(ts.isParenthesizedExpression(list) ? list.expression : list)) return true;
    if (ts.isAsExpression(ts.isParenthesizedExpression(list) ? list.expression : list)) return true;
    if (ts.isIdentifier(list) && /^[A-Z][A-Z0-9_]+$/.test(list.text)) return true;
  }
  return false;
}

/** What one file renders and where its field values live. */
export function inspect(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const setters = new Set();
  const functions = [];
  const tags = new Set();
  const fields = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      const isUseState =
        ts.isCallExpression(init) &&
        /(^|\.)useState$/.test(init.expression.getText(file)) &&
        ts.isArrayBindingPattern(node.name);
      if (isUseState) {
        const setter = node.name.elements[1];
        if (setter && ts.isBindingElement(setter) && ts.isIdentifier(setter.name)) setters.add(setter.name.text);
      } else if (ts.isIdentifier(node.name) && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
        functions.push({ name: node.name.text, body: init });
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const name = tagName(node);
      tags.add(name);
      if (FIELD_TAGS.has(name)) fields.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A helper that sets state (`const set = (key, value) => setValues(…)`) sets field state too.
  for (const fn of functions) if (mentions(fn.body, setters)) setters.add(fn.name);
  const count = (list) => list.reduce((sum, field) => sum + (isRepeated(field) ? 2 : 1), 0);
  const onState = fields.filter((field) =>
    field.attributes.properties.some(
      (attribute) =>
        ts.isJsxAttribute(attribute) &&
        /^on[A-Z]/.test(attribute.name.getText(file)) &&
        attribute.initializer &&
        mentions(attribute.initializer, setters),
    ),
  );
  const inModal = tags.has('Modal');
  const isForm = tags.has('form') || tags.has('FormModal') || (inModal && count(fields) >= 2);
  return {
    isForm,
    fields: count(fields),
    stateFields: count(onState),
    // useForm itself, or a feature's hook around it (useFieldForm).
    usesFormLibrary: /\buse\w*Form\s*[<(]/.test(source),
    rawFormInModal: tags.has('form') && inModal,
  };
}

/** The rule's verdict for one file: null when it keeps the rule, else why not. */
export function problem(facts) {
  if (!facts.isForm) return null;
  if (facts.fields >= 2 && facts.stateFields > 0) return 'keeps field values in useState: use useForm (@mantine/form)';
  if (facts.rawFormInModal) return 'renders a <form> inside a Modal: use FormModal (components/form-modal.tsx)';
  return null;
}

function main() {
  const list = process.argv.includes('--list');
  const failures = [];
  const stale = new Set(EXCEPTIONS.keys());
  for (const full of tsxFiles(path.join(root, WEB))) {
    const relative = path.relative(path.join(root, WEB), full).split(path.sep).join('/');
    if (relative === 'components/form-modal.tsx') continue;
    const facts = inspect(readFileSync(full, 'utf8'), relative);
    const why = problem(facts);
    if (list && facts.isForm) {
      const how =
        facts.stateFields > 0
          ? `useState (${facts.stateFields} of ${facts.fields} fields)`
          : facts.usesFormLibrary
            ? 'useForm'
            : 'no field state';
      console.log(`${relative}: ${how}${why ? ` — ${why}` : ''}`);
    }
    if (!why) continue;
    if (EXCEPTIONS.has(relative)) stale.delete(relative);
    else failures.push(`${WEB}/${relative}: ${why}`);
  }
  // An exception whose file now keeps the rule (or is gone) leaves the list.
  for (const relative of stale)
    failures.push(
      `${WEB}/${relative}: listed as an exception but keeps the rule; remove it from scripts/check-forms.mjs`,
    );
  if (failures.length) {
    console.error(
      `Forms that do not use the form library (README "Forms"):\n${failures.map((f) => `  ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
