// The house's own lint rules, as an ESLint plugin named `house`.
import componentForwardsRef from './component-forwards-ref.js';
import defaultDocumented from './default-documented.js';
import propsExported from './props-exported.js';

export default {
  meta: { name: 'house' },
  rules: {
    'component-forwards-ref': componentForwardsRef,
    'default-documented': defaultDocumented,
    'props-exported': propsExported,
  },
};
