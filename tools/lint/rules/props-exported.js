// house/props-exported: an exported component's props are a type named after it (`XProps`) that
// its module exports, and a folder's index.ts re-exporting a component re-exports that type
// beside it, so callers can name the props of everything they render.
import { exportedComponents, exportedNames, isComponentName, takesProps, typeArgumentsOf } from './components.js';

/** The type node a component's props are declared with, if any. */
function propsTypeOf({ render, forwardRefCall }) {
  if (forwardRefCall) {
    const props = typeArgumentsOf(forwardRefCall)[1];
    if (props) return props;
  }
  let param = render.params[0];
  if (param?.type === 'AssignmentPattern') param = param.left;
  return param?.typeAnnotation?.typeAnnotation;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: "An exported component's props are an exported `XProps` type, re-exported wherever it is.",
    },
    schema: [],
    messages: {
      untyped: "{{name}}'s props have no type: declare `export interface {{name}}Props` and use it.",
      misnamed:
        "{{name}}'s props are typed as `{{found}}`: name their type {{name}}Props (`export interface {{name}}Props …`).",
      notExported: '{{name}}Props is not exported: callers cannot name the props of {{name}}.',
      notReexported: '{{name}} is re-exported without its props type: add `type {{name}}Props` to this export.',
    },
  },
  create(context) {
    return {
      'Program:exit'(program) {
        const exported = exportedNames(program);
        const declared = new Map(); // top-level type names → their declaration
        for (const statement of program.body) {
          const node = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (node?.type === 'TSInterfaceDeclaration' || node?.type === 'TSTypeAliasDeclaration') {
            declared.set(node.id.name, node);
          }
        }

        for (const component of exportedComponents(program)) {
          if (!takesProps(component)) continue;
          const { name, id } = component;
          const type = propsTypeOf(component);
          const expected = `${name}Props`;
          if (!type) {
            context.report({ node: id, messageId: 'untyped', data: { name } });
          } else if (
            type.type !== 'TSTypeReference' ||
            type.typeName.type !== 'Identifier' ||
            type.typeName.name !== expected
          ) {
            const found = context.sourceCode.getText(type).replace(/\s+/g, ' ');
            context.report({ node: type, messageId: 'misnamed', data: { name, found } });
          } else if (declared.has(expected) && !exported.has(expected)) {
            context.report({ node: declared.get(expected).id, messageId: 'notExported', data: { name } });
          }
        }

        // A folder's index (`export { X, type XProps } from './X'`): a component goes out with its
        // props. Other modules may pass on styled parts (`export { Toggle } from …`) on their own.
        const isIndex = /(^|[\\/])index\.tsx?$/.test(context.filename);
        for (const statement of isIndex ? program.body : []) {
          if (statement.type !== 'ExportNamedDeclaration' || !statement.source || statement.exportKind === 'type') {
            continue;
          }
          for (const specifier of statement.specifiers) {
            const name = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
            if (specifier.exportKind === 'type' || !isComponentName(name) || name.endsWith('Props')) continue;
            if (!exported.has(`${name}Props`)) {
              context.report({ node: specifier, messageId: 'notReexported', data: { name } });
            }
          }
        }
      },
    };
  },
};
