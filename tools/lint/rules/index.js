// The house's own lint rules, as an ESLint plugin named `house`.
export default {
  meta: { name: 'house' },
  rules: {},
};
