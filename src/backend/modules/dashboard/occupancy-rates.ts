import type { TOccupancyDto } from '../../../lib/domain/dashboard-dto.ts';
export type { TOccupancyDto };

export function occupancyOf(soldPerNight: readonly number[], availablePerNight: number): TOccupancyDto {
  const sold = soldPerNight.reduce((a, b) => a + b, 0);
  const available = availablePerNight * soldPerNight.length;
  return { nights: soldPerNight.length, sold, available, percent: available > 0 ? Math.round((sold * 1000) / available) / 10 : 0 };
}
