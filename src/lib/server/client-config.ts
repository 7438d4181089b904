/**
 * Host-based client configuration (front-office.md §1): which back ends, images and identity
 * server a host name uses. 'builtin' as an API base means this project's own back end, in process.
 */
export interface ClientConfig {
  /** Host-name pattern: exact name, or '*' wildcards ('*.auberge.example'). */
  hosts: string[];
  clientId: string;
  pmsApiBase: string;
  crmApiBase: string;
  bookingServiceBase: string;
  logo: string;
  headerImage: string;
  footerImage: string;
  identityServer: string;
  bookingEngine: string;
}

export const BUILTIN = 'builtin';

export const DEFAULT_CLIENT: ClientConfig = {
  hosts: ['localhost', '127.0.0.1', '[::1]', '*'],
  clientId: 'auberge',
  pmsApiBase: BUILTIN,
  crmApiBase: BUILTIN,
  bookingServiceBase: BUILTIN,
  logo: '/images/logo.svg',
  headerImage: '',
  footerImage: '',
  identityServer: '',
  bookingEngine: '',
};
