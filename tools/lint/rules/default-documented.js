// house/default-documented: a prop that a component gives a default value documents it with
// `@default` on its declaration, and a literal written there is the value the code uses, so the
// props table in Storybook and a caller's editor tell the truth. Reads the props type through
// TypeScript, so props inherited from another interface or module are found where they are declared.
import { exportedComponents, typeArgumentsOf } from './components.js';

/** The value of a plain literal written in code or in a doc comment; `undefined` when it is not one. */
function literalOfText(text) {
  const trimmed = text.trim().replace(/\.$/, '');
  const quoted = trimmed.match(/^'([^']*)'$|^"([^"]*)"$|^`([^`$]*)`$/);
  if (quoted) return { value: quoted[1] ?? quoted[2] ?? quoted[3] };
  if (/^-?(?:\d[\d_]*)(?:\.\d[\d_]*)?$/.test(trimmed)) return { value: Number(trimmed.replace(/_/g, '')) };
  if (trimmed === 'true' || trimmed === 'false') return { value: trimmed === 'true' };
  return undefined;
}

/** The value of a default written in code, when it is a plain literal. */
function literalOfNode(node) {
  if (node.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof node.value)) {
    return { value: node.value };
  }
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return { value: node.quasis[0].value.cooked };
  if (node.type === 'UnaryExpression' && node.operator === '-' && typeof node.argument.value === 'number') {
    return { value: -node.argument.value };
  }
  return undefined;
}

const keyName = (property) =>
  property.computed ? undefined : property.key.type === 'Identifier' ? property.key.name : String(property.key.value);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'A prop with a default value documents it with `@default`, matching the code.',
      requiresTypeChecking: true,
    },
    schema: [],
    messages: {
      undocumented:
        "{{name}} defaults `{{prop}}` to {{value}}, which its declaration on {{type}} does not say: add `@default {{value}}` to that prop's doc comment.",
      mismatch: '{{name}} defaults `{{prop}}` to {{value}}, but its doc comment says `@default {{documented}}`.',
      noTypes:
        'house/default-documented reads props through TypeScript: lint this file with type information (parserOptions.projectService).',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    return {
      'Program:exit'(program) {
        const components = exportedComponents(program);
        if (components.length === 0) return;
        if (!services?.program || !services.esTreeNodeToTSNodeMap) {
          context.report({ node: program, messageId: 'noTypes' });
          return;
        }
        const checker = services.program.getTypeChecker();

        for (const { name, render, forwardRefCall } of components) {
          let pattern = render.params[0];
          if (pattern?.type === 'AssignmentPattern') pattern = pattern.left;
          if (pattern?.type !== 'ObjectPattern') continue;
          const withDefaults = pattern.properties.filter(
            (property) => property.type === 'Property' && property.value.type === 'AssignmentPattern',
          );
          if (withDefaults.length === 0) continue;

          // The props type as written (`forwardRef<El, XProps>`, `({ … }: XProps)`), else as inferred.
          const typeNode =
            (forwardRefCall && typeArgumentsOf(forwardRefCall)[1]) ?? pattern.typeAnnotation?.typeAnnotation;
          const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(typeNode ?? pattern));
          const typeName = typeNode ? context.sourceCode.getText(typeNode) : `the props of ${name}`;
          const propertyOf = (prop) =>
            type.getProperty(prop) ??
            (type.isUnion() ? type.types.map((t) => t.getProperty(prop)).find(Boolean) : undefined);

          for (const property of withDefaults) {
            const prop = keyName(property);
            if (prop === undefined) continue;
            const valueNode = property.value.right;
            const value = context.sourceCode.getText(valueNode);
            const tag = propertyOf(prop)
              ?.getJsDocTags(checker)
              .find((t) => t.name === 'default');
            if (!tag) {
              context.report({
                node: property,
                messageId: 'undocumented',
                data: { name, prop, value, type: typeName },
              });
              continue;
            }
            const documented = (tag.text ?? [])
              .map((part) => part.text)
              .join('')
              .split('\n')[0]
              .trim();
            const inCode = literalOfNode(valueNode);
            const inDoc = literalOfText(documented);
            if (inCode && inDoc && inCode.value !== inDoc.value) {
              context.report({ node: property, messageId: 'mismatch', data: { name, prop, value, documented } });
            }
          }
        }
      },
    };
  },
};
