/**
 * The booking-history import (/admin/history-import, `npm run import`): why a row was skipped
 * (`row.*`, shown by its line number), why a whole file was refused (`file.*`, nothing imported)
 * and why an upload or a hotel was refused. Codes the API answers (STYLE rule 14); `{column}` is a
 * column of hotel_bookings.csv as the file names it, `{value}` what the row holds there.
 */
export const errorsHistoryImportEn = {
  'errors.historyImport.row.missing': 'Column {column} holds no value.',
  'errors.historyImport.row.notNumber': 'Column {column} holds “{value}”, not a number.',
  'errors.historyImport.row.outOfRange': 'Column {column} holds {value}, outside {min} to {max}.',
  'errors.historyImport.row.hotelName': 'Column hotel needs the hotel’s name, of 1 to {max} characters.',
  'errors.historyImport.row.noColumn': 'The file has no column {column}.',
  'errors.historyImport.row.tooLong': 'Column {column} holds {length} characters, more than {max}.',
  'errors.historyImport.row.month': 'Unknown arrival_date_month “{value}”: expected a month’s English name, January to December.',
  'errors.historyImport.row.status': 'Unknown reservation_status “{value}”: expected Check-Out, Canceled or No-Show.',
  'errors.historyImport.row.date': '“{value}” is not a date of the form YYYY-MM-DD.',
  'errors.historyImport.row.fields': 'The line has {found, plural, one {# field} other {# fields}} where the header has {expected}.',
  'errors.historyImport.row.unreadable': 'This row cannot be read.',

  'errors.historyImport.file.misshapen':
    'More than {max} lines do not have the header’s {columns} fields (line {line} has {found}): is it a comma-separated file in the layout of hotel_bookings.csv?',
  'errors.historyImport.file.tooManyHotels':
    'The file names more than {max} hotels, more than one import takes (line {line}: “{hotel}”): is column hotel the hotel’s name?',
  'errors.historyImport.file.noLine': 'The file holds no booking line under its header: expected the columns of hotel_bookings.csv, one booking per line.',
  'errors.historyImport.file.noBooking':
    'None of its {count} lines is a booking: expected the columns of hotel_bookings.csv, one booking per line. Line {line}: {reason}',
  'errors.historyImport.file.noBooking_one':
    'Its only line is not a booking: expected the columns of hotel_bookings.csv, one booking per line. Line {line}: {reason}',
  'errors.historyImport.file.tooLarge': 'The file holds more than {limit} of text (a compressed file is counted once expanded).',
  'errors.historyImport.file.notUtf8': 'The file is not UTF-8 (Latin-1?): invalid byte near byte {offset}. Save it as UTF-8 and import it again.',
  'errors.historyImport.file.cutCharacter': 'The file is not UTF-8: it ends inside a character. Save it as UTF-8 and import it again.',
  'errors.historyImport.file.tooManyRows': 'The file holds more than {max} rows: split it and import the parts one after the other.',
  'errors.historyImport.file.lineTooLong': 'Line {line} is longer than {max} characters: is it a CSV file, with one booking per line?',
  'errors.historyImport.file.quoteNotClosed': 'A quoted field opened on line {line} never closes: check the file’s quotes.',
  'errors.historyImport.file.badGzip': 'The file starts like a gzip file but cannot be uncompressed (damaged or cut short).',
  'errors.historyImport.file.unreadable': 'Line {line} cannot be read as CSV: check its quotes and commas.',

  'errors.historyImport.upload.none': 'The request carries no file: choose the bookings file and import it again.',
  'errors.historyImport.upload.empty': 'The file is empty.',
  'errors.historyImport.upload.tooLarge': 'The file is larger than {limit}, the most one import takes.',
  'errors.historyImport.upload.type': 'Send the bookings file as text/csv or application/gzip, not {type}.',
  'errors.historyImport.upload.fileName': 'Expected a plain file name of at most {max} characters.',

  'errors.historyImport.hotelHasReservations': 'Hotel {id} ({name}) already holds reservations: its history can only be imported into an empty hotel.',
  'errors.historyImport.hotelClosedDays':
    'Hotel {id} ({name}) has closed business days from {closed}: its history, from {from}, cannot be imported into closed days.',
} as const;
