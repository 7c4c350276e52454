// house/component-forwards-ref: every exported component forwards its ref to the element it
// renders, so a caller can focus it, measure it or anchor a popover to it.
import { exportedComponents, takesProps } from './components.js';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An exported component is declared with forwardRef, passes the ref on, and names its render function.',
    },
    schema: [],
    messages: {
      notForwarded:
        '{{name}} does not forward its ref: declare it as `forwardRef<Element, {{name}}Props>(function {{name}}(props, ref) { … })` and pass `ref` to the element it renders.',
      refUnused: '{{name}} takes a ref but never passes it on: give `ref` to the element it renders.',
      anonymous:
        "Name {{name}}'s render function (`forwardRef(function {{name}}(props, ref) { … })`) so React's tools and error stacks show {{name}}.",
    },
  },
  create(context) {
    return {
      'Program:exit'(program) {
        for (const component of exportedComponents(program)) {
          const { name, id, render, forwardRefCall } = component;
          // A component without props (a fixed icon) has nothing to forward a ref with.
          if (!takesProps(component)) continue;
          if (!forwardRefCall) {
            context.report({ node: id, messageId: 'notForwarded', data: { name } });
            continue;
          }
          if (render.type === 'ArrowFunctionExpression' || !render.id) {
            context.report({ node: render, messageId: 'anonymous', data: { name } });
          }
          const ref = render.params[1];
          const used =
            ref?.type === 'Identifier' &&
            context.sourceCode
              .getDeclaredVariables(render)
              .some((variable) => variable.name === ref.name && variable.references.length > 0);
          if (!used) context.report({ node: ref ?? render, messageId: 'refUnused', data: { name } });
        }
      },
    };
  },
};
