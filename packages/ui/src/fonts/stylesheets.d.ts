// Stylesheets (Fontsource's and our own) are imported for their side effect only; the bundler
// turns each import into a <link>.
declare module '@fontsource-variable/*.css';
declare module '*.css';
