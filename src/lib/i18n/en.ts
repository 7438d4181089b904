import { adminEn } from './admin.en.ts';
import { ratesEn } from './rates.en.ts';
import { reservationsEn } from './reservations.en.ts';
import { calendarEn } from './calendar.en.ts';
import { detailsEn } from './details.en.ts';
import { bookingEn } from './booking.en.ts';
import { dashboardEn } from './dashboard.en.ts';
import { frontdeskListsEn } from './frontdesk-lists.en.ts';
import { stayDialogsEn } from './stay-dialogs.en.ts';
import { housekeepingEn } from './housekeeping.en.ts';
import { housekeepingReportsEn } from './housekeeping-reports.en.ts';
import { exportsEn } from './exports.en.ts';
import { crmEn } from './crm.en.ts';
import { walletsEn } from './wallets.en.ts';
import { debtorInvoicesEn } from './debtor-invoices.en.ts';
import { consumptionEntryEn } from './consumption-entry.en.ts';
import { closingEn } from './closing.en.ts';
import { reportsEn } from './reports.en.ts';
import { reportsActivityEn } from './reports-activity.en.ts';
import { reportsFinancialEn } from './reports-financial.en.ts';
import { backOfficeEn } from './back-office.en.ts';
import { rolesEn } from './roles.en.ts';
import { reasonsEn } from './reasons.en.ts';
import { auditMessagesEn } from './audit-messages.en.ts';
import { auditDetailsEn } from './audit-details.en.ts';
import { historyImportEn } from './history-import.en.ts';
import { cashieringEn } from './cashiering.en.ts';
import { errorsEn } from './errors.en.ts';
import { cashDrawerEn } from './cash-drawer.en.ts';
import { bookingSiteEn } from './booking-site.en.ts';
import { alpinebitsEn } from './alpinebits.en.ts';
import { operationsEn } from './operations.en.ts';
import { setupEn } from './setup.en.ts';
import { replicaEn } from './replica.en.ts';
import { storedTextsEn } from './stored-texts.en.ts';
import { signInEn } from './sign-in.en.ts';
import { mailsEn } from './mails.en.ts';

/** English labels: flat dotted keys by screen. This object defines the key type of every language. */
export const en = {
  ...adminEn,
  ...ratesEn,
  ...reservationsEn,
  ...calendarEn,
  ...detailsEn,
  ...bookingEn,
  ...dashboardEn,
  ...frontdeskListsEn,
  ...stayDialogsEn,
  ...housekeepingEn,
  ...housekeepingReportsEn,
  ...exportsEn,
  ...crmEn,
  ...walletsEn,
  ...debtorInvoicesEn,
  ...consumptionEntryEn,
  ...closingEn,
  ...reportsEn,
  ...reportsActivityEn,
  ...reportsFinancialEn,
  ...backOfficeEn,
  ...rolesEn,
  ...reasonsEn,
  ...auditMessagesEn,
  ...auditDetailsEn,
  ...historyImportEn,
  ...cashieringEn,
  ...errorsEn,
  ...cashDrawerEn,
  ...bookingSiteEn,
  ...alpinebitsEn,
  ...operationsEn,
  ...setupEn,
  ...replicaEn,
  ...signInEn,
  ...mailsEn,
  ...storedTextsEn,
  'app.name': 'Auberge',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.close': 'Close',
  'app.dayPlaceholder': 'dd/mm/yyyy',
  'app.dayHint': 'A date as day/month/year, e.g. 24/11/2026',
  'app.dayInvalid': '{field}: “{text}” is not a date. Type it as day/month/year, e.g. 24/11/2026.',
  'dayField.invalid': '“{text}” is not a date. Type it as {pattern}, e.g. {example}.',
  'dayField.required': 'Type a date as {pattern}, or choose one on the calendar.',
  'dayField.before': 'Choose {min} or later.',
  'dayField.after': 'Choose {max} or earlier.',
  'dayField.open': 'Choose on a calendar: {field}',
  'dayField.calendar': 'Calendar: {field}',
  'dayField.previousMonth': 'Previous month',
  'dayField.nextMonth': 'Next month',
  'dayField.close': 'Close the calendar',
  'app.footer': '© {year} Auberge — open-source hotel property management',
  'app.language.en': 'English',
  'app.language.fr': 'Français',

  'shell.header.search.label': 'Search for a reservation',
  'shell.header.search.placeholder': 'Search for a reservation',
  'shell.header.search.noResult': 'No reservation matches “{q}”',
  'shell.header.search.searching': 'Searching…',
  'shell.header.toggleSidebar': 'Show or hide the menu',
  'shell.header.logoAlt': 'Hotel logo',

  'shell.user.menu': 'Account menu',
  'shell.user.date': 'Date:',
  'shell.user.dateUnknown': 'no closed day yet',
  'shell.user.dateNotToday': 'The business date is not today: the night audit may be pending.',
  'shell.user.service': 'Service: {name}',
  'shell.user.profile': 'Profile',
  'shell.user.connectedHotel': 'Connected Hotel',
  'shell.user.connectedService': 'Connected Service',
  'shell.user.noService': 'No service point',
  'shell.user.language': 'Language',
  'shell.user.disconnect': 'Disconnect',
  'shell.user.current': '(current)',

  'shell.speed.measuring': 'Measuring connection speed…',
  'shell.speed.good': 'Speed: {mbps} Mbps (Good)',
  'shell.speed.moderate': 'Speed: {mbps} Mbps (Moderate)',
  'shell.speed.poor': 'Speed: {mbps} Mbps (Poor)',
  'shell.speed.offline': 'Speed: no connection (Poor)',

  'shell.switch.hotel': 'Changement de groupe en cours... Veuillez patienter',
  'shell.switch.hotelHint': 'Switching hotel, please wait.',
  'shell.switch.service': 'Switching service point… Please wait.',
  'shell.switch.language': 'Changing the language…',
  'shell.switch.failed': 'Your settings could not be saved: {detail} Try again.',

  'shell.chooseHotel.title': 'Please choose your hotel',
  'shell.chooseHotel.text': 'You work for several hotels. Choose the one you are working in now; you can switch later from the account menu.',
  'shell.chooseHotel.none': 'No hotel is assigned to your account. Ask an administrator to add one.',

  'shell.tab.deactivatedTitle': 'Tab deactivated',
  'shell.tab.deactivatedEn': 'You have switched hotels in another tab. Please close this tab or refresh the page.',
  'shell.tab.deactivatedFr': 'Vous avez changé d’hôtel dans un autre onglet. Veuillez fermer cet onglet ou actualiser la page.',
  'shell.tab.refresh': 'Refresh the page',

  'shell.sidebar.label': 'Main menu',
  'shell.sidebar.search': 'Search the menu',
  'shell.sidebar.noMatch': 'No menu matches.',
  'shell.sidebar.empty': 'No menu is activated for your account. Ask an administrator.',
  'shell.sidebar.collapse': 'Collapse the menu',
  'shell.sidebar.expand': 'Expand the menu',
  'shell.sidebar.disabled': 'This section is disabled.',
  'shell.sidebar.external': '(opens in a new tab)',
  'shell.support.button': 'Support',
  'shell.support.subject': 'Support request — Auberge',
  'shell.support.body': 'Hello,\n\nI need help with:\n\n\n— User: {user}\n— Hotel: {hotel}\n— Page: {url}\n— Date: {date}',
  'shell.support.auditMessage': 'Support request sent from {url}',
  'shell.support.failed': 'Impossible d’ouvrir Gmail. Vérifiez votre connexion Internet.',

  'confirm.title': 'Confirmation !',
  'confirm.text': 'Are you sure you want to delete this item?',
  'confirm.yes': 'Oui',
  'confirm.no': 'Non',
  'shell.dialog.success.title': 'Success',
  'shell.dialog.info.title': 'Information',
  'shell.dialog.image.title': 'Add an image',
  'shell.dialog.image.titleField': 'Title',
  'shell.dialog.image.category': 'Category',
  'shell.dialog.image.photo': 'Photo',
  'shell.dialog.image.save': 'Save',
  'shell.dialog.image.missing': 'Choose a photo first.',
  'shell.toast.close': 'Dismiss',
  'shell.toast.failed.offline': 'The server could not be reached. Check the network connection, then try again.',
  'shell.toast.failed.invalid': '{detail} Correct it and try again.',
  'shell.toast.failed.forbidden': 'This is not allowed for your account: {detail} Ask an administrator if you need it.',
  'shell.toast.failed.notFound': '{detail} It may have been changed meanwhile: reload the page.',
  'shell.toast.failed.conflict': '{detail} Reload the page to see the latest state, then try again.',
  'shell.toast.failed.server': 'That did not work: {detail} Try again in a moment; if it happens again, call support.',

  'shell.status.0': 'Expected',
  'shell.status.2': 'In house',
  'shell.status.3': 'Departed',
  'shell.status.5': 'Cancelled',
  'shell.status.6': 'No show',
  'shell.rfid.notFound': 'No reservation carries the card tag {tag}.',

  'page.createNew': 'Create New',
  'page.noResult': 'No result found',
  'page.noResultHint': 'Change the filters or the search text and try again.',
  'frontDesk.details.title': 'Reservation details',
  'page.notFound.title': 'Page not found',
  'page.notFound.text': 'There is no page at {path}. Check the address, or use the menu to find the screen you need.',
  'page.notFound.home': 'Go to the dashboard',
  'page.forbidden.title': 'Access denied',
  'page.housemaid.title': 'Room report',
  'page.housemaid.greeting': 'Hello! Room {name}',

  'profile.name': 'Name',
  'profile.username': 'Sign-in name',
  'profile.email': 'Email',
  'profile.hotel': 'Current hotel',
  'profile.service': 'Current service point',
  'profile.language': 'Language',
  'profile.roles': 'Roles',
  'profile.hotels': 'Hotels',

  'dashboard.title': 'Dashboard',
  'dashboard.subtitle': 'Today at {hotel}',
  'dashboard.businessDate': 'Business date',
  'dashboard.today': 'Today',
  'dashboard.arrivals': 'Arrivals today',
  'dashboard.departures': 'Departures today',
  'dashboard.inHouse': 'In house',
  'dashboard.noHotel': 'Choose a hotel to see its figures.',
  'dashboard.loadFailed': 'The figures could not be loaded: {detail}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
