import http from 'node:http';

/** What the portal received: the multipart fields, the Basic credentials and the AlpineBits headers. */
export interface PortalHit {
  action: string;
  request: string;
  user: string;
  password: string;
  protocolVersion: string;
  clientId: string;
  at: number;
}

/**
 * A channel test double: a small HTTP server on 127.0.0.1 playing an AlpineBits HotelData 2020-10
 * portal. It checks Basic auth (401 otherwise) and the protocol version header (400 "ERROR:"
 * otherwise), reads the multipart fields `action` and `request`, records every message, answers
 * the handshake with its capabilities (`capabilities`), FreeRooms, RatePlans and the acknowledgement with Success, and
 * GuestRequests with the OTA_ResRetrieveRS it was given. `failNext` answers that many requests with `failStatus`.
 */
export class AlpineBitsPortal {
  hits: PortalHit[] = [];
  guestRequests = resRetrieve([]);
  failNext = 0;
  /** What the portal declares in its handshake: per action, the capabilities it supports (AlpineBits 2020-10 §3.2). */
  capabilities: { action: string; supports?: string[] }[] = [
    { action: 'action_OTA_Ping' },
    { action: 'action_OTA_HotelInvCountNotif_FreeRooms' },
    {
      action: 'action_OTA_HotelRatePlanNotif_RatePlans',
      supports: [
        'OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule',
        'OTA_HotelRatePlanNotif_accept_ArrivalDOW',
        'OTA_HotelRatePlanNotif_accept_DepartureDOW',
        'OTA_HotelRatePlanNotif_accept_overlay',
      ],
    },
    { action: 'action_OTA_Read' },
  ];
  /** The status of those failures (500 by default: tried again; a 4xx is final). */
  failStatus = 500;
  readonly user = 'auberge';
  readonly password = 'portal-secret';
  private server = http.createServer((req, res) => void this.answer(req, res));

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    const addr = this.server.address();
    if (addr === null || typeof addr === 'string') throw new Error('the portal has no port');
    return `http://127.0.0.1:${addr.port}/alpinebits`;
  }

  stop(): Promise<void> {
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  of(action: string): PortalHit[] {
    return this.hits.filter((h) => h.action === action);
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(String(c)));
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
    };
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(body);
    };
    const [user, password] = Buffer.from(header('authorization').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    const form = await new Request('http://portal', { method: 'POST', headers: { 'content-type': header('content-type') }, body: Buffer.concat(chunks) })
      .formData()
      .catch(() => null);
    const field = (name: string) => {
      const v = form?.get(name);
      return typeof v === 'string' ? v : '';
    };
    this.hits.push({
      action: field('action'),
      request: field('request'),
      user: user ?? '',
      password: password ?? '',
      protocolVersion: header('x-alpinebits-clientprotocolversion'),
      clientId: header('x-alpinebits-clientid'),
      at: Date.now(),
    });
    if (this.failNext > 0) {
      this.failNext--;
      return send(this.failStatus, 'portal down');
    }
    if (user !== this.user || password !== this.password) return send(401, 'ERROR:wrong credentials');
    if (header('x-alpinebits-clientprotocolversion') !== '2020-10') return send(400, 'ERROR:unsupported protocol version');
    switch (field('action')) {
      case 'OTA_Ping:Handshaking':
        return send(200, pingRs(this.capabilities));
      case 'OTA_HotelInvCountNotif:FreeRooms':
        return send(200, ok('OTA_HotelInvCountNotifRS', '4.000'));
      case 'OTA_HotelRatePlanNotif:RatePlans':
        return send(200, ok('OTA_HotelRatePlanNotifRS', '1.000'));
      case 'OTA_Read:GuestRequests':
        return send(200, this.guestRequests);
      case 'OTA_NotifReport:GuestRequests':
        return send(200, ok('OTA_NotifReportRS', '7.000'));
      default:
        return send(400, `ERROR:unknown action ${field('action')}`);
    }
  }
}

const NS = 'http://www.opentravel.org/OTA/2003/05';
const ok = (root: string, version: string) => `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="${NS}" Version="${version}"><Success/></${root}>`;

function pingRs(actions: { action: string; supports?: string[] }[]): string {
  const caps = JSON.stringify({ versions: [{ version: '2020-10', actions }] });
  return `<?xml version="1.0" encoding="UTF-8"?><OTA_PingRS xmlns="${NS}" Version="8.000"><Success/><Warnings><Warning Type="11" Status="ALPINEBITS_HANDSHAKE">${caps}</Warning></Warnings><EchoData>${caps}</EchoData></OTA_PingRS>`;
}

/** A reservation the portal hands out (one room stay). */
export interface PortalReservation {
  id: string;
  roomTypeCode: string;
  start: string;
  end: string;
  adults: number;
  kidAge?: number;
  givenName: string;
  surname: string;
  email: string;
  status?: string;
}

/** An OTA_ResRetrieveRS as a portal writes it (AlpineBits 2020-10 GuestRequests). */
export function resRetrieve(list: PortalReservation[]): string {
  const res = list
    .map(
      (r) => `<HotelReservation CreateDateTime="2026-03-09T10:00:00Z" ResStatus="${r.status ?? 'Reserved'}">
  <UniqueID Type="14" ID="${r.id}"/>
  <RoomStays><RoomStay>
    <RoomTypes><RoomType RoomTypeCode="${r.roomTypeCode}"/></RoomTypes>
    <RatePlans><RatePlan RatePlanCode="BAR"/></RatePlans>
    <GuestCounts><GuestCount Count="${r.adults}"/>${r.kidAge !== undefined ? `<GuestCount Count="1" Age="${r.kidAge}"/>` : ''}</GuestCounts>
    <TimeSpan Start="${r.start}" End="${r.end}"/>
    <Total AmountAfterTax="299.00" CurrencyCode="EUR"/>
  </RoomStay></RoomStays>
  <ResGuests><ResGuest><Profiles><ProfileInfo><Profile><Customer Language="en">
    <PersonName><GivenName>${r.givenName}</GivenName><Surname>${r.surname}</Surname></PersonName>
    <Telephone PhoneNumber="+39 0471 000000"/><Email Remark="newsletter:no">${r.email}</Email>
  </Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>
  <ResGlobalInfo><BasicPropertyInfo HotelCode="AUB1" HotelName="Auberge"/></ResGlobalInfo>
</HotelReservation>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><OTA_ResRetrieveRS xmlns="${NS}" Version="7.000"><Success/><ReservationsList>${res}</ReservationsList></OTA_ResRetrieveRS>`;
}
