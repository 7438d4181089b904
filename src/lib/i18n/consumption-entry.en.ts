/** Back Office, consumption entry: stock used without a sale (kitchen, rooms) leaves its store. */
export const consumptionEntryEn = {
  'consumption.title': 'Record a consumption',
  'consumption.subtitle': 'Stock used without a sale (kitchen, rooms, staff) leaves its store once Control confirms it',
  'consumption.form': 'Consumption',
  'consumption.store': 'Store used from',
  'consumption.hint': 'A sale at a point of sale takes its stock by itself; record here only what is used without a sale.',
  'consumption.link': 'Record a consumption',
} as const;
