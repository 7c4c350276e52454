// The nav's provider menu in a chunk of its own: it shows only on hovering or focusing a category.
export { ProviderMenu as default } from '@tessera/ui';
