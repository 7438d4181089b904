export type SpeedLevel = 'good' | 'moderate' | 'poor';

export const SPEED_CHECK_INTERVAL_MS = 10_000;
export const SPEED_GOOD_ABOVE_MBPS = 20;
export const SPEED_MODERATE_ABOVE_MBPS = 10;

/** Megabits per second from the bytes received and the time it took. */
export function mbpsOf(bytes: number, millis: number): number {
  if (millis <= 0) return Number.POSITIVE_INFINITY;
  return (bytes * 8) / (millis / 1000) / 1_000_000;
}

/** Above 20 Mbps good (green), above 10 up to 20 moderate (orange), otherwise poor (red). */
export function classifySpeed(mbps: number): SpeedLevel {
  if (mbps > SPEED_GOOD_ABOVE_MBPS) return 'good';
  if (mbps > SPEED_MODERATE_ABOVE_MBPS) return 'moderate';
  return 'poor';
}

export const SPEED_COLOR: Record<SpeedLevel, string> = { good: 'green', moderate: 'orange', poor: 'red' };

/** 'X' of 'Speed: X Mbps', two decimals. */
export const formatMbps = (mbps: number) => (Number.isFinite(mbps) ? mbps.toFixed(2) : '∞');
