import type { historyImportEn } from './history-import.en.ts';

/** Libellés de l'import de l'historique des réservations (/admin/history-import). */
export const historyImportFr: Record<keyof typeof historyImportEn, string> = {
  'history.title': "Importer l'historique des réservations",
  'history.subtitle': 'Des années de réservations depuis un fichier CSV ou CSV.gz (la structure de hotel_bookings.csv)',
  'history.intro':
    "Chaque hôtel du fichier est créé avec ses types de chambre, ses chambres, ses segments et ses clients ; chaque jour passé est clôturé avec ses chiffres. Les lignes illisibles sont listées par numéro et ignorées ; rien n'est écrit à moitié, et importer le même fichier une seconde fois n'ajoute rien. L'import occupe la base jusqu'à une minute : lancez-le en dehors des heures chargées.",
  'history.link': "Importer l'historique des réservations",
  'history.file': 'Fichier des réservations (CSV ou CSV.gz)',
  'history.start': 'Importer',
  'history.progress': "Avancement de l'import",
  'history.phase.read': 'Lecture du fichier…',
  'history.phase.write': 'Écriture des hôtels…',
  'history.phase.close': 'Clôture des jours passés…',
  'history.phase.done': 'Terminé',
  'history.rowsRead': '{count} lignes lues',
  'history.rowsRead_one': '{count} ligne lue',
  'history.done': '{rows} réservations importées en {seconds} s',
  'history.already': "Ce fichier a déjà été importé : rien n'a été ajouté.",
  'history.hotel': 'Hôtel {id} {name} : {reservations} réservations, {rooms} chambres, jours du {from} au {to} clôturés',
  'history.skipped': '{count} lignes ignorées',
  'history.skipped_one': '{count} ligne ignorée',
  'history.line': 'Ligne {line} : {message}',
  'history.failed': "L'import a échoué et rien n'a été écrit : {message}",
  'history.past': 'Fichiers importés',
  'history.col.file': 'Fichier',
  'history.col.rows': 'Lignes',
  'history.col.skipped': 'Ignorées',
  'history.col.hotels': 'Hôtels',
  'history.col.by': 'Importé par',
  'history.col.at': 'Importé le',
  'history.none': "Aucun fichier importé pour l'instant.",
};
