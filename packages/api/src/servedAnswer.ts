/**
 * A read the site's server made for the page it sent (the page's banners, say), with the
 * platform's answer: the read's address, path and query as the client asks it, and the body.
 * The server puts these in the page; the client takes each once instead of asking again.
 */
export interface ServedAnswer {
  url: string;
  body: unknown;
}
