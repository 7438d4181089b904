import type { errorsHistoryImportEn } from './errors-history-import.en.ts';

export const errorsHistoryImportFr: Record<keyof typeof errorsHistoryImportEn, string> = {
  'errors.historyImport.row.missing': 'La colonne {column} ne contient aucune valeur.',
  'errors.historyImport.row.notNumber': 'La colonne {column} contient « {value} », qui n’est pas un nombre.',
  'errors.historyImport.row.outOfRange': 'La colonne {column} contient {value}, hors de l’intervalle de {min} à {max}.',
  'errors.historyImport.row.hotelName': 'La colonne hotel doit contenir le nom de l’hôtel, de 1 à {max} caractères.',
  'errors.historyImport.row.noColumn': 'Le fichier n’a pas de colonne {column}.',
  'errors.historyImport.row.tooLong': 'La colonne {column} contient {length} caractères, plus que les {max} admis.',
  'errors.historyImport.row.month': 'Mois d’arrivée (arrival_date_month) « {value} » inconnu : le nom anglais d’un mois est attendu, de January à December.',
  'errors.historyImport.row.status': 'Statut (reservation_status) « {value} » inconnu : Check-Out, Canceled ou No-Show est attendu.',
  'errors.historyImport.row.date': '« {value} » n’est pas une date de la forme AAAA-MM-JJ.',
  'errors.historyImport.row.fields': 'La ligne a {found, plural, one {# champ} other {# champs}} là où l’en-tête en a {expected}.',
  'errors.historyImport.row.unreadable': 'Cette ligne ne peut pas être lue.',

  'errors.historyImport.file.misshapen':
    'Plus de {max} lignes n’ont pas les {columns} champs de l’en-tête (la ligne {line} en a {found}) : est-ce bien un fichier séparé par des virgules, au format de hotel_bookings.csv ?',
  'errors.historyImport.file.tooManyHotels':
    'Le fichier nomme plus de {max} hôtels, plus qu’un seul import n’en accepte (ligne {line} : « {hotel} ») : la colonne hotel contient-elle bien le nom de l’hôtel ?',
  'errors.historyImport.file.noLine':
    'Le fichier ne contient aucune ligne de réservation sous son en-tête : les colonnes de hotel_bookings.csv sont attendues, une réservation par ligne.',
  'errors.historyImport.file.noBooking':
    'Aucune de ses {count} lignes n’est une réservation : les colonnes de hotel_bookings.csv sont attendues, une réservation par ligne. Ligne {line} : {reason}',
  'errors.historyImport.file.noBooking_one':
    'Sa seule ligne n’est pas une réservation : les colonnes de hotel_bookings.csv sont attendues, une réservation par ligne. Ligne {line} : {reason}',
  'errors.historyImport.file.tooLarge': 'Le fichier contient plus de {limit} de texte (un fichier compressé compte pour sa taille décompressée).',
  'errors.historyImport.file.notUtf8':
    'Le fichier n’est pas en UTF-8 (Latin-1 ?) : octet invalide vers l’octet {offset}. Enregistrez-le en UTF-8 et importez-le de nouveau.',
  'errors.historyImport.file.cutCharacter':
    'Le fichier n’est pas en UTF-8 : il se termine au milieu d’un caractère. Enregistrez-le en UTF-8 et importez-le de nouveau.',
  'errors.historyImport.file.tooManyRows': 'Le fichier contient plus de {max} lignes : découpez-le et importez les parties l’une après l’autre.',
  'errors.historyImport.file.lineTooLong': 'La ligne {line} dépasse {max} caractères : est-ce bien un fichier CSV, avec une réservation par ligne ?',
  'errors.historyImport.file.quoteNotClosed': 'Un champ entre guillemets ouvert à la ligne {line} ne se ferme jamais : vérifiez les guillemets du fichier.',
  'errors.historyImport.file.badGzip': 'Le fichier commence comme un fichier gzip mais ne peut pas être décompressé (endommagé ou tronqué).',
  'errors.historyImport.file.unreadable': 'La ligne {line} ne peut pas être lue comme du CSV : vérifiez ses guillemets et ses virgules.',

  'errors.historyImport.upload.none': 'La requête ne contient aucun fichier : choisissez le fichier de réservations et importez-le de nouveau.',
  'errors.historyImport.upload.empty': 'Le fichier est vide.',
  'errors.historyImport.upload.tooLarge': 'Le fichier dépasse {limit}, le maximum d’un import.',
  'errors.historyImport.upload.type': 'Envoyez le fichier de réservations en text/csv ou en application/gzip, pas en {type}.',
  'errors.historyImport.upload.fileName': 'Un simple nom de fichier de {max} caractères au plus est attendu.',

  'errors.historyImport.hotelHasReservations':
    'L’hôtel {id} ({name}) contient déjà des réservations : son historique ne peut être importé que dans un hôtel vide.',
  'errors.historyImport.hotelClosedDays':
    'L’hôtel {id} ({name}) a des journées clôturées à partir du {closed} : son historique, qui commence le {from}, ne peut pas être importé dans des journées clôturées.',
};
