/** A mobile number with all but its first 2 and last 3 digits hidden: '91****678'. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 5) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}

/** An e-mail address with its local part hidden after the first character: 'd***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
