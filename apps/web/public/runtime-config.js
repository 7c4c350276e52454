// Runtime configuration: replace this file at deploy time to point the site at another
// platform or brand without rebuilding. apiBaseUrl '' means the same origin.
window.TESSERA_CONFIG = {
  apiBaseUrl: '',
  merchant: 'tessera',
  brand: 'tessera',
};
