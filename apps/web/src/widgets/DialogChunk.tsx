// The confirmation dialog in a chunk of its own (see LazyDialog).
export { Dialog as default } from '@tessera/ui';
