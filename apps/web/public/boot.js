// Apply the stored theme and the configured brand before the first paint (no flash).
// A file rather than an inline script, so the Content-Security-Policy allows no inline script.
// Loaded right after runtime-config.js, which sets window.TESSERA_CONFIG.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light') root.dataset.theme = theme;
  } catch (e) {}
  var brand = window.TESSERA_CONFIG && window.TESSERA_CONFIG.brand;
  if (typeof brand === 'string' && /^[a-z0-9-]+$/.test(brand)) root.dataset.brand = brand;
})();
