import { adminFr } from './admin.fr.ts';
import { ratesFr } from './rates.fr.ts';
import { reservationsFr } from './reservations.fr.ts';
import { calendarFr } from './calendar.fr.ts';
import { detailsFr } from './details.fr.ts';
import { bookingFr } from './booking.fr.ts';
import { dashboardFr } from './dashboard.fr.ts';
import { frontdeskListsFr } from './frontdesk-lists.fr.ts';
import { stayDialogsFr } from './stay-dialogs.fr.ts';
import { housekeepingFr } from './housekeeping.fr.ts';
import { housekeepingReportsFr } from './housekeeping-reports.fr.ts';
import { exportsFr } from './exports.fr.ts';
import { crmFr } from './crm.fr.ts';
import { walletsFr } from './wallets.fr.ts';
import { debtorInvoicesFr } from './debtor-invoices.fr.ts';
import { consumptionEntryFr } from './consumption-entry.fr.ts';
import { closingFr } from './closing.fr.ts';
import { reportsFr } from './reports.fr.ts';
import { reportsActivityFr } from './reports-activity.fr.ts';
import { reportsFinancialFr } from './reports-financial.fr.ts';
import { rolesFr } from './roles.fr.ts';
import { reasonsFr } from './reasons.fr.ts';
import { auditMessagesFr } from './audit-messages.fr.ts';
import { auditDetailsFr } from './audit-details.fr.ts';
import { historyImportFr } from './history-import.fr.ts';
import { cashieringFr } from './cashiering.fr.ts';
import { errorsFr } from './errors.fr.ts';
import { cashDrawerFr } from './cash-drawer.fr.ts';
import { bookingSiteFr } from './booking-site.fr.ts';
import { alpinebitsFr } from './alpinebits.fr.ts';
import { operationsFr } from './operations.fr.ts';
import { setupFr } from './setup.fr.ts';
import { replicaFr } from './replica.fr.ts';
import { storedTextsFr } from './stored-texts.fr.ts';
import { signInFr } from './sign-in.fr.ts';
import { mailsFr } from './mails.fr.ts';
import type { Messages } from './en.ts';
import { backOfficeFr } from './back-office.fr.ts';

/** Libellés français : typés sur l'anglais, une clé manquante est une erreur de type. */
export const fr: Messages = {
  ...adminFr,
  ...ratesFr,
  ...reservationsFr,
  ...calendarFr,
  ...detailsFr,
  ...bookingFr,
  ...dashboardFr,
  ...frontdeskListsFr,
  ...stayDialogsFr,
  ...housekeepingFr,
  ...housekeepingReportsFr,
  ...exportsFr,
  ...crmFr,
  ...walletsFr,
  ...debtorInvoicesFr,
  ...consumptionEntryFr,
  ...closingFr,
  ...reportsFr,
  ...reportsActivityFr,
  ...reportsFinancialFr,
  ...backOfficeFr,
  ...rolesFr,
  ...reasonsFr,
  ...auditMessagesFr,
  ...auditDetailsFr,
  ...historyImportFr,
  ...cashieringFr,
  ...errorsFr,
  ...cashDrawerFr,
  ...bookingSiteFr,
  ...alpinebitsFr,
  ...operationsFr,
  ...setupFr,
  ...replicaFr,
  ...storedTextsFr,
  ...signInFr,
  ...mailsFr,
  'app.name': 'Auberge',
  'app.skipToContent': 'Aller au contenu',
  'app.loading': 'Chargement…',
  'app.close': 'Fermer',
  'app.dayPlaceholder': 'jj/mm/aaaa',
  'app.dayHint': 'Une date jour/mois/année, par ex. 24/11/2026',
  'app.dayInvalid': '{field} : « {text} » n’est pas une date. Saisissez-la en jour/mois/année, par ex. 24/11/2026.',
  'dayField.invalid': '« {text} » n’est pas une date. Saisissez-la en {pattern}, par ex. {example}.',
  'dayField.required': 'Saisissez une date en {pattern}, ou choisissez-la dans le calendrier.',
  'dayField.before': 'Choisissez le {min} ou plus tard.',
  'dayField.after': 'Choisissez le {max} ou plus tôt.',
  'dayField.open': 'Choisir dans un calendrier : {field}',
  'dayField.calendar': 'Calendrier : {field}',
  'dayField.previousMonth': 'Mois précédent',
  'dayField.nextMonth': 'Mois suivant',
  'dayField.close': 'Fermer le calendrier',
  'app.footer': '© {year} Auberge — gestion hôtelière libre',
  'app.language.en': 'English',
  'app.language.fr': 'Français',

  'shell.header.search.label': 'Rechercher une réservation',
  'shell.header.search.placeholder': 'Rechercher une réservation',
  'shell.header.search.noResult': 'Aucune réservation ne correspond à « {q} »',
  'shell.header.search.searching': 'Recherche…',
  'shell.header.toggleSidebar': 'Afficher ou masquer le menu',
  'shell.header.logoAlt': 'Logo de l’hôtel',

  'shell.user.menu': 'Menu du compte',
  'shell.user.date': 'Date :',
  'shell.user.dateUnknown': 'aucune journée clôturée',
  'shell.user.dateNotToday': 'La date hôtel n’est pas celle du jour : la clôture est peut-être en attente.',
  'shell.user.service': 'Service : {name}',
  'shell.user.profile': 'Profil',
  'shell.user.connectedHotel': 'Hôtel connecté',
  'shell.user.connectedService': 'Service connecté',
  'shell.user.noService': 'Aucun point de vente',
  'shell.user.language': 'Langue',
  'shell.user.disconnect': 'Se déconnecter',
  'shell.user.current': '(actuel)',

  'shell.speed.measuring': 'Mesure du débit…',
  'shell.speed.good': 'Débit : {mbps} Mbps (Bon)',
  'shell.speed.moderate': 'Débit : {mbps} Mbps (Moyen)',
  'shell.speed.poor': 'Débit : {mbps} Mbps (Faible)',
  'shell.speed.offline': 'Débit : pas de connexion (Faible)',

  'shell.switch.hotel': 'Changement de groupe en cours... Veuillez patienter',
  'shell.switch.hotelHint': '',
  'shell.switch.service': 'Changement de point de vente en cours… Veuillez patienter.',
  'shell.switch.language': 'Changement de langue…',
  'shell.switch.failed': 'Vos réglages n’ont pas pu être enregistrés : {detail} Réessayez.',

  'shell.chooseHotel.title': 'Veuillez choisir votre hôtel',
  'shell.chooseHotel.text':
    'Vous travaillez pour plusieurs hôtels. Choisissez celui dans lequel vous travaillez maintenant ; vous pourrez en changer depuis le menu du compte.',
  'shell.chooseHotel.none': 'Aucun hôtel n’est attribué à votre compte. Demandez à un administrateur d’en ajouter un.',

  'shell.tab.deactivatedTitle': 'Tab deactivated',
  'shell.tab.deactivatedEn': 'You have switched hotels in another tab. Please close this tab or refresh the page.',
  'shell.tab.deactivatedFr': 'Vous avez changé d’hôtel dans un autre onglet. Veuillez fermer cet onglet ou actualiser la page.',
  'shell.tab.refresh': 'Actualiser la page',

  'shell.sidebar.label': 'Menu principal',
  'shell.sidebar.search': 'Rechercher dans le menu',
  'shell.sidebar.noMatch': 'Aucun menu ne correspond.',
  'shell.sidebar.empty': 'Aucun menu n’est activé pour votre compte. Demandez à un administrateur.',
  'shell.sidebar.collapse': 'Réduire le menu',
  'shell.sidebar.expand': 'Déplier le menu',
  'shell.sidebar.disabled': 'Cette section est désactivée.',
  'shell.sidebar.external': '(s’ouvre dans un nouvel onglet)',
  'shell.support.button': 'Support',
  'shell.support.subject': 'Demande de support — Auberge',
  'shell.support.body': 'Bonjour,\n\nJ’ai besoin d’aide pour :\n\n\n— Utilisateur : {user}\n— Hôtel : {hotel}\n— Page : {url}\n— Date : {date}',
  'shell.support.auditMessage': 'Demande de support envoyée depuis {url}',
  'shell.support.failed': 'Impossible d’ouvrir Gmail. Vérifiez votre connexion Internet.',

  'confirm.title': 'Confirmation !',
  'confirm.text': 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  'confirm.yes': 'Oui',
  'confirm.no': 'Non',
  'shell.dialog.success.title': 'Succès',
  'shell.dialog.info.title': 'Information',
  'shell.dialog.image.title': 'Ajout d’une image',
  'shell.dialog.image.titleField': 'Titre',
  'shell.dialog.image.category': 'Catégorie',
  'shell.dialog.image.photo': 'Photo',
  'shell.dialog.image.save': 'Enregistrer',
  'shell.dialog.image.missing': 'Choisissez d’abord une photo.',
  'shell.toast.close': 'Fermer',
  'shell.toast.failed.offline': 'Le serveur est injoignable. Vérifiez la connexion réseau, puis réessayez.',
  'shell.toast.failed.invalid': '{detail} Corrigez et réessayez.',
  'shell.toast.failed.forbidden': 'Votre compte n’y est pas autorisé : {detail} Demandez-le à un administrateur si besoin.',
  'shell.toast.failed.notFound': '{detail} Cela a peut-être changé entre-temps : rechargez la page.',
  'shell.toast.failed.conflict': '{detail} Rechargez la page pour voir l’état actuel, puis réessayez.',
  'shell.toast.failed.server': 'L’opération n’a pas abouti : {detail} Réessayez dans un instant ; si cela se reproduit, appelez le support.',

  'shell.status.0': 'Arrivée prévue',
  'shell.status.2': 'En séjour',
  'shell.status.3': 'Parti',
  'shell.status.5': 'Annulée',
  'shell.status.6': 'Non présenté',
  'shell.rfid.notFound': 'Aucune réservation ne porte le badge {tag}.',

  'page.createNew': 'Créer',
  'page.noResult': 'Aucun résultat trouvé',
  'page.noResultHint': 'Modifiez les filtres ou le texte recherché puis réessayez.',
  'frontDesk.details.title': 'Détails de la réservation',
  'page.notFound.title': 'Page introuvable',
  'page.notFound.text': 'Il n’y a pas de page à l’adresse {path}. Vérifiez l’adresse ou utilisez le menu pour trouver l’écran voulu.',
  'page.notFound.home': 'Aller au tableau de bord',
  'page.forbidden.title': 'Accès refusé',
  'page.housemaid.title': 'Signalement chambre',
  'page.housemaid.greeting': 'Bonjour ! Chambre {name}',

  'profile.name': 'Nom',
  'profile.username': 'Identifiant',
  'profile.email': 'E-mail',
  'profile.hotel': 'Hôtel actuel',
  'profile.service': 'Point de vente actuel',
  'profile.language': 'Langue',
  'profile.roles': 'Rôles',
  'profile.hotels': 'Hôtels',

  'dashboard.title': 'Tableau de bord',
  'dashboard.subtitle': 'Aujourd’hui à {hotel}',
  'dashboard.businessDate': 'Date hôtel',
  'dashboard.today': 'Aujourd’hui',
  'dashboard.arrivals': 'Arrivées du jour',
  'dashboard.departures': 'Départs du jour',
  'dashboard.inHouse': 'En séjour',
  'dashboard.noHotel': 'Choisissez un hôtel pour voir ses chiffres.',
  'dashboard.loadFailed': 'Les chiffres n’ont pas pu être chargés : {detail}',
};
