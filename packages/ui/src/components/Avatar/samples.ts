/** A sample portrait for stories: an inline SVG data URI, deterministic, no network. */
export const SAMPLE_PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs><rect width="80" height="80" fill="url(#b)"/><path d="M14 80c2-16 12-24 26-24s24 8 26 24z" fill="#1e293b"/><circle cx="40" cy="34" r="15" fill="#f5c9a8"/><path d="M25 32c0-11 7-17 15-17s15 6 15 17c-4-6-9-8-15-8s-11 2-15 8z" fill="#3f2a1d"/></svg>',
)}`;
