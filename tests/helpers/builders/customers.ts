import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { insertReturning, type Columns } from './insert-returning.ts';

/** A customer the database numbered: a person or a company of one hotel. */
export interface CustomerHandle {
  customerId: number;
  groupId: number;
  kind: 'person' | 'company';
  /** 'First Last' for a person, the company name for a company. */
  name: string;
}

export interface SegmentHandle {
  segmentId: number;
  groupId: number;
  code: string;
  name: string;
  channel: number;
}

export interface DocTypeHandle {
  docTypeId: number;
  code: string;
  name: string;
}

/** A customer of a hotel (hotel 1 unless said), as the CRM keeps it: `aPerson(api).named('Karim', 'Bennani').create()`. */
export class CustomerBuilder {
  private groupId: number = FIXTURE.hotel1;
  private readonly cols: Columns = {};
  private display = '';

  private readonly api: TestApi;
  private readonly kind: 'person' | 'company';

  constructor(api: TestApi, kind: 'person' | 'company') {
    this.api = api;
    this.kind = kind;
  }

  forHotel(groupId: number): this {
    this.groupId = groupId;
    return this;
  }

  /** A person's first and last names. */
  named(firstName: string, lastName: string): this {
    Object.assign(this.cols, { first_name: firstName, last_name: lastName });
    this.display = `${firstName} ${lastName}`.trim();
    return this;
  }

  /** A company's name. */
  called(companyName: string): this {
    this.cols['company_name'] = companyName;
    this.display = companyName;
    return this;
  }

  withEmail(email: string): this {
    this.cols['email'] = email;
    return this;
  }

  withPhone(phone: string): this {
    this.cols['phone'] = phone;
    return this;
  }

  /** Any other column of `customers` (civility, city, country_code, nationality, doc_number …). */
  with(columns: Columns): this {
    Object.assign(this.cols, columns);
    return this;
  }

  /** Written when the hotel recorded it (the list's creation-date filter). */
  createdAt(at: string): this {
    this.cols['created_at'] = at;
    return this;
  }

  async create(): Promise<CustomerHandle> {
    if (!this.display) this.display = this.kind === 'person' ? 'Guest' : 'Company';
    if (this.kind === 'person' && this.cols['last_name'] === undefined) this.cols['last_name'] = this.display;
    if (this.kind === 'company' && this.cols['company_name'] === undefined) this.cols['company_name'] = this.display;
    const row = await insertReturning<{ customer_id: number }>(this.api, 'customers', { group_id: this.groupId, kind: this.kind, ...this.cols }, 'customer_id');
    return { customerId: row.customer_id, groupId: this.groupId, kind: this.kind, name: this.display };
  }
}

export const aPerson = (api: TestApi) => new CustomerBuilder(api, 'person');
export const aCompany = (api: TestApi) => new CustomerBuilder(api, 'company');

/** A market segment of a hotel, quoting on a booking channel (15 unless said). */
export class SegmentBuilder {
  private groupId: number = FIXTURE.hotel1;
  private code = 'SEG';
  private name = 'Segment';
  private channel = 15;

  private readonly api: TestApi;

  constructor(api: TestApi) {
    this.api = api;
  }

  forHotel(groupId: number): this {
    this.groupId = groupId;
    return this;
  }

  coded(code: string, name = code): this {
    this.code = code;
    this.name = name;
    return this;
  }

  onChannel(channel: number): this {
    this.channel = channel;
    return this;
  }

  async create(): Promise<SegmentHandle> {
    const row = await insertReturning<{ segment_id: number }>(
      this.api,
      'market_segments',
      { group_id: this.groupId, code: this.code, name: this.name, channel: this.channel },
      'segment_id',
    );
    return { segmentId: row.segment_id, groupId: this.groupId, code: this.code, name: this.name, channel: this.channel };
  }
}

export const aSegment = (api: TestApi) => new SegmentBuilder(api);

/** Puts customers in a segment (the booking service then quotes on the segment's channel). */
export async function addToSegment(api: TestApi, segment: Pick<SegmentHandle, 'segmentId'>, ...customers: Pick<CustomerHandle, 'customerId'>[]): Promise<void> {
  for (const c of customers)
    await api.database.query(`insert into customer_segments (customer_id, segment_id) values ($1, $2)`, [c.customerId, segment.segmentId]);
}

/** An identity document type (doc types are shared by all hotels; codes are unique). */
export async function aDocType(api: TestApi, o: { code: string; name: string; nameFr?: string }): Promise<DocTypeHandle> {
  const row = await insertReturning<{ doc_type_id: number }>(api, 'doc_types', { code: o.code, name: o.name, name_fr: o.nameFr ?? o.name }, 'doc_type_id');
  return { docTypeId: row.doc_type_id, code: o.code, name: o.name };
}
