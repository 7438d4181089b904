import type { setupEn } from './setup.en.ts';

export const setupFr: Record<keyof typeof setupEn, string> = {
  'setup.title': 'Premier administrateur',
  'setup.intro':
    'Cet Auberge n’a encore aucun utilisateur. Créez son premier administrateur : il peut travailler dans tous les hôtels et crée ensuite les autres comptes dans Admin › Utilisateurs.',
  'setup.localOnly': 'Cet écran ne répond que sur la machine du serveur (ouvrez-le là-bas, à l’adresse http://localhost…).',
  'setup.name': 'Nom complet',
  'setup.username': 'Nom d’utilisateur',
  'setup.password': 'Mot de passe',
  'setup.passwordHint': 'Au moins 10 caractères.',
  'setup.passwordAgain': 'Mot de passe (à nouveau)',
  'setup.submit': 'Créer l’administrateur',
  'setup.done': 'L’administrateur {username} a été créé. Connectez-vous avec ce nom et ce mot de passe.',
  'setup.signIn': 'Se connecter',
  'setup.closed': 'Auberge a déjà des utilisateurs : le premier administrateur a été créé. Connectez-vous, ou demandez un compte à un administrateur.',
  'setup.refused':
    'Le premier administrateur ne se crée que depuis la machine du serveur : cette requête vient de {address}{forwarded}. Ouvrez http://localhost:<port>/setup sur le serveur, ou lancez « npm run admin -- create <nom> » sur celui-ci.',
  'setup.refusedForwarded': ' via un proxy',
  'setup.noHotel': 'Auberge n’a encore aucun hôtel.',
  'setup.noHotelImport': 'Importer l’historique des réservations d’un hôtel',
  'setup.error.passwordShort': 'Mot de passe : au moins 10 caractères.',
  'setup.error.passwordMismatch': 'Les deux mots de passe diffèrent : tapez deux fois le même.',
  'setup.error.username': 'Nom d’utilisateur : 1 à 64 lettres, chiffres, points, tirets ou soulignés.',
  'setup.error.name': 'Nom complet : 1 à 120 caractères.',
  'setup.error.taken': 'Le nom d’utilisateur {username} est déjà pris ; choisissez-en un autre.',
};
