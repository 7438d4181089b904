// drizzle needs the whole schema as one object: this is the only index file of the project.
export * from './hotels.ts';
export * from './users.ts';
export * from './menus.ts';
export * from './audit.ts';
export * from './rooms.ts';
export * from './housekeeping-checks.ts';
export * from './customers.ts';
export * from './orders.ts';
export * from './reservations.ts';
export * from './sessions.ts';
export * from './booking.ts';
export * from './cashiering.ts';
export * from './exchange.ts';
export * from './wallets.ts';
export * from './order-messages.ts';
export * from './back-office.ts';
export * from './rates.ts';
