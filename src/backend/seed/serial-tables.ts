/** Tables whose serial ids the seeds write explicitly: their sequences are moved past them afterwards. */
export const SEEDED_SERIAL_TABLES: readonly (readonly [string, string])[] = [
  ['users', 'user_id'],
  ['service_points', 'pos_id'],
  ['market_segments', 'segment_id'],
  ['room_types', 'room_type_id'],
  ['buildings', 'building_id'],
  ['floors', 'floor_id'],
  ['zones', 'zone_id'],
  ['rooms', 'room_id'],
  ['customers', 'customer_id'],
  ['orders', 'order_id'],
  ['order_items', 'item_id'],
  ['reservations', 'reservation_id'],
];
