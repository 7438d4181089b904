import { expect, it } from 'vitest';
import { readIcsEvents } from './read-ics-events.ts';

const ics = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n${events}END:VCALENDAR\r\n`;

it("reads an Airbnb-style calendar's all-day events as nights, leaving cancelled ones out", () => {
  const text = ics(
    'BEGIN:VEVENT\r\nUID:a1@airbnb.com\r\nDTSTART;VALUE=DATE:20260510\r\nDTEND;VALUE=DATE:20260513\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n' +
      'BEGIN:VEVENT\r\nUID:a2@airbnb.com\r\nDTSTART;VALUE=DATE:20260601\r\nSUMMARY:Not available\r\nEND:VEVENT\r\n' +
      'BEGIN:VEVENT\r\nUID:a3@airbnb.com\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20260701\r\nDTEND;VALUE=DATE:20260702\r\nEND:VEVENT\r\n',
  );
  expect(readIcsEvents(text)).toEqual([
    { uid: 'a1@airbnb.com', checkin: '2026-05-10', checkout: '2026-05-13', summary: 'Reserved' },
    { uid: 'a2@airbnb.com', checkin: '2026-06-01', checkout: '2026-06-02', summary: 'Not available' },
  ]);
});

it('refuses a text that is not iCalendar', () => {
  expect(() => readIcsEvents('<html>not a calendar</html>')).toThrow();
});
