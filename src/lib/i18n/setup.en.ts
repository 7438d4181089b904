/** The first-run screen (/setup): the first administrator of a database without any user. */
export const setupEn = {
  'setup.title': 'First administrator',
  'setup.intro':
    'This Auberge has no user yet. Create its first administrator: they may work in every hotel and then create the other accounts under Admin › Users.',
  'setup.localOnly': 'This screen answers only on the server’s own machine (open it there, at http://localhost…).',
  'setup.name': 'Full name',
  'setup.username': 'User name',
  'setup.password': 'Password',
  'setup.passwordHint': 'At least 10 characters.',
  'setup.passwordAgain': 'Password again',
  'setup.submit': 'Create the administrator',
  'setup.done': 'The administrator {username} was created. Sign in with that name and password.',
  'setup.signIn': 'Sign in',
  'setup.closed': 'Auberge already has users: the first administrator was created. Sign in, or ask an administrator for an account.',
  'setup.refused':
    'The first administrator is created only from the server’s own machine: this request came from {address}{forwarded}. Open http://localhost:<port>/setup on the server, or run “npm run admin -- create <name>” there.',
  'setup.refusedForwarded': ' through a proxy',
  'setup.noHotel': 'Auberge has no hotel yet.',
  'setup.noHotelImport': 'Import a hotel’s booking history',
  'setup.error.passwordShort': 'Password: at least 10 characters.',
  'setup.error.passwordMismatch': 'The two passwords differ: type the same password twice.',
  'setup.error.username': 'User name: 1 to 64 letters, digits, dots, dashes or underscores.',
  'setup.error.name': 'Full name: 1 to 120 characters.',
  'setup.error.taken': 'The user name {username} is already used; choose another.',
} as const;
