import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the platform answers; the dev server and `vite preview` forward the contract's paths there. */
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:7001';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/wps', '/lgw', '/lotto', '/static'].map((path) => [path, { target: platform, changeOrigin: false, xfwd: true }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@tessera/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: '127.0.0.1', proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 250,
  },
});
