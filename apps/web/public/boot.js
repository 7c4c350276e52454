// Apply the stored theme and the configured brand before the first paint (no flash), and start
// fetching the display language's catalogue.
// A file rather than an inline script, so the Content-Security-Policy allows no inline script.
// Loaded right after runtime-config.js, which sets window.TESSERA_CONFIG.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light') root.dataset.theme = theme;
  } catch (e) {}
  // The body face, once a page has shown it (the browser keeps its file): named before the first
  // paint, so this page does not start in its metric twin and swap (@tessera/ui/fonts, showBodyFace).
  try {
    var face = localStorage.getItem('bodyFace');
    if (face && /^'[A-Za-z0-9 ]+'$/.test(face)) root.style.setProperty('--ts-font-family-body-face', face);
  } catch (e) {}
  // The locale data the page's first dates and prices need, loaded meanwhile on a thread of its own
  // (intl-warmup.js) rather than by the main thread inside the first render that formats.
  try {
    if (typeof Worker === 'function') new Worker('/intl-warmup.js').postMessage(root.lang || 'en');
  } catch (e) {}
  var brand = window.TESSERA_CONFIG && window.TESSERA_CONFIG.brand;
  if (typeof brand === 'string' && /^[a-z0-9-]+$/.test(brand)) root.dataset.brand = brand;

  // Start fetching the stored language's catalogue, and English (its fallback), alongside the
  // page's code rather than after it. The build lists the catalogue files on this script.
  try {
    var files = JSON.parse(document.currentScript.getAttribute('data-catalogues') || '{}');
    var language = null;
    try {
      language = localStorage.getItem('lang');
    } catch (e) {}
    var wanted = ['EN'];
    if (language && language !== 'EN' && Object.prototype.hasOwnProperty.call(files, language)) wanted.push(language);
    for (var i = 0; i < wanted.length; i++) {
      if (typeof files[wanted[i]] !== 'string' || files[wanted[i]].charAt(0) !== '/') continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = files[wanted[i]];
      document.head.appendChild(link);
    }
  } catch (e) {}

  // The server makes a page's first reads in the language of the 'lang' cookie, which the app
  // writes with each change; one chosen before the cookie existed is put there now, for the next page.
  try {
    if (
      language &&
      Object.prototype.hasOwnProperty.call(files, language) &&
      (';' + document.cookie.replace(/\s/g, '') + ';').indexOf(';lang=' + language + ';') < 0
    )
      document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  } catch (e) {}
})();
