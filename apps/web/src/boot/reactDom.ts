/** A stage of the start (main.tsx): React DOM. */
export { createRoot } from 'react-dom/client';
