/** Occupancy of a run of nights: room nights sold over room nights available. */
export interface TOccupancyDto {
  nights: number;
  sold: number;
  available: number;
  /** sold / available in percent, one decimal (0 when nothing is available). */
  percent: number;
}

export function occupancyOf(soldPerNight: readonly number[], availablePerNight: number): TOccupancyDto {
  const sold = soldPerNight.reduce((a, b) => a + b, 0);
  const available = availablePerNight * soldPerNight.length;
  return { nights: soldPerNight.length, sold, available, percent: available > 0 ? Math.round((sold * 1000) / available) / 10 : 0 };
}
