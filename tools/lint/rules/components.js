// Finding a module's React components in its syntax tree, for the house rules about components.
//
// A component is a top-level binding with a PascalCase name whose value is a function, or a function
// wrapped in `forwardRef(…)` and/or `memo(…)`. The rules look at the components a module exports
// (`export const X = …`, `export function X`, `export { X }`, `export default function X`); styled
// elements (`styled.div…`) and re-exported library parts (`export const Close = Dialog.Close`) are
// not functions and are not components here.

/** PascalCase, as components are named (not CONSTANT_CASE). */
export const isComponentName = (name) => /^[A-Z][a-z0-9]/.test(name);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const TS_WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression']);

/** `forwardRef` for `forwardRef(…)` and `React.forwardRef(…)`. */
function calleeName(call) {
  const { callee } = call;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    return callee.property.name;
  }
  return undefined;
}

/**
 * What a binding's value is as a component: its render function, and the `forwardRef(…)` call
 * around it if there is one. `null` when the value is not a (wrapped) function.
 */
export function describeComponent(value) {
  let node = value;
  let forwardRefCall = null;
  for (;;) {
    if (!node) return null;
    if (TS_WRAPPERS.has(node.type)) node = node.expression;
    else if (node.type === 'CallExpression' && calleeName(node) === 'memo') node = node.arguments[0];
    else if (node.type === 'CallExpression' && calleeName(node) === 'forwardRef' && !forwardRefCall) {
      forwardRefCall = node;
      node = node.arguments[0];
    } else break;
  }
  return FUNCTIONS.has(node.type) ? { render: node, forwardRefCall } : null;
}

/** The type arguments of a call or type reference (`typeArguments`; `typeParameters` before v6). */
export const typeArgumentsOf = (node) => (node.typeArguments ?? node.typeParameters)?.params ?? [];

/** Every name the module exports, values and types alike (not those of `export *`). */
export function exportedNames(program) {
  const names = new Set();
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) names.add(nameOf(specifier.exported));
      const declaration = statement.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
        }
      } else if (declaration?.id) names.add(declaration.id.name);
    }
  }
  return names;
}

const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/**
 * The components the module exports: `{ name, id, render, forwardRefCall }`, where `id` is the
 * node to report at (the binding's name).
 */
export function exportedComponents(program) {
  /** Top-level bindings: name → { id, value }. */
  const bindings = new Map();
  const exported = new Map(); // local name → exported name
  for (const statement of program.body) {
    const exportStatement =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration';
    const declaration = exportStatement ? statement.declaration : statement;
    if (!declaration) {
      // `export { X, Y as Z }` of local bindings (not re-exports, not `export type { … }`).
      if (statement.type === 'ExportNamedDeclaration' && !statement.source && statement.exportKind !== 'type') {
        for (const specifier of statement.specifiers) {
          if (specifier.exportKind !== 'type') exported.set(nameOf(specifier.local), nameOf(specifier.exported));
        }
      }
      continue;
    }
    if (declaration.type === 'FunctionDeclaration' && declaration.id) {
      bindings.set(declaration.id.name, { id: declaration.id, value: declaration });
      if (exportStatement) exported.set(declaration.id.name, declaration.id.name);
    } else if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier') continue;
        bindings.set(declarator.id.name, { id: declarator.id, value: declarator.init });
        if (exportStatement) exported.set(declarator.id.name, declarator.id.name);
      }
    } else if (statement.type === 'ExportDefaultDeclaration' && declaration.type === 'Identifier') {
      exported.set(declaration.name, 'default');
    }
  }
  const components = [];
  for (const [local, exportedAs] of exported) {
    const binding = bindings.get(local);
    if (!binding || !isComponentName(local)) continue;
    const component = describeComponent(binding.value);
    if (component) components.push({ name: local, exportedAs, id: binding.id, ...component });
  }
  return components;
}

/** Whether a component takes props at all (a fixed icon `() => <svg …/>` does not). */
export const takesProps = (component) => component.forwardRefCall !== null || component.render.params.length > 0;
