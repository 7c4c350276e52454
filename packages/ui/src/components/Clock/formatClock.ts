const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `dd/mm/yyyy` in local time. */
export function formatClockDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** `HH:mm:ss` in local time, 24-hour. */
export function formatClockTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** `dd/mm/yyyy HH:mm:ss` in local time, zero padded, 24-hour: the header clock. */
export function formatClock(date: Date): string {
  return `${formatClockDate(date)} ${formatClockTime(date)}`;
}
