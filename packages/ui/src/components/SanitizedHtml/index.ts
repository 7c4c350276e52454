export {
  SanitizedHtml,
  SANITIZED_HTML_ELEMENTS,
  type SanitizedHtmlProps,
  type SanitizedHtmlElement,
} from './SanitizedHtml';
