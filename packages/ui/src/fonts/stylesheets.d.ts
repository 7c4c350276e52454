// Fontsource packages ship stylesheets only; the bundler turns each import into a <link>.
declare module '@fontsource-variable/*.css';
