/** The booking site's forms, read on the server and turned into the API's JSON (the API validates them). */

export interface SiteForm {
  get(name: string): string;
}

/** A posted form's fields as text ('' when missing); a body that is not a form reads as empty. */
export async function readForm(request: Request): Promise<SiteForm> {
  let data: FormData | null = null;
  try {
    data = await request.formData();
  } catch {
    data = null;
  }
  return {
    get: (name) => {
      const v = data?.get(name);
      return typeof v === 'string' ? v : '';
    },
  };
}

/** Text that is a number stays text the API refuses by name; plain digits become a number. */
const num = (v: string): string | number => (/^\d{1,9}$/.test(v.trim()) ? Number(v) : v);

export function holdBody(form: SiteForm): Record<string, unknown> {
  const kids = form.get('kids').trim();
  return {
    roomTypeId: num(form.get('roomTypeId')),
    planId: num(form.get('planId')),
    checkin: form.get('checkin'),
    nights: num(form.get('nights')),
    adults: num(form.get('adults')),
    kidAges: kids === '' ? [] : kids.split(',').map(num),
  };
}

export function bookBody(form: SiteForm, o: { holdId: number; token: string; language: 'en' | 'fr'; siteBase: string }): Record<string, unknown> {
  const country = form.get('countryCode').trim();
  return {
    holdId: o.holdId,
    token: o.token,
    language: o.language,
    siteBase: o.siteBase,
    guest: {
      firstName: form.get('firstName'),
      lastName: form.get('lastName'),
      email: form.get('email'),
      phone: form.get('phone'),
      ...(country ? { countryCode: country } : {}),
    },
  };
}
