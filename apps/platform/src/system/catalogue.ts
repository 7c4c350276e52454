import type {
  Country,
  CustomerServiceEntry,
  RegisterField,
  RegisterFieldRule,
  Resource,
  ResourceType,
} from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { RegisterMethod } from '../db/schema';

export async function listResources(db: Db): Promise<Resource[]> {
  const rows = await db.selectFrom('resources').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    resourceType: r.resource_type as ResourceType,
    url: r.url,
    ...(r.qr_code_url ? { qrCodeUrl: r.qr_code_url } : {}),
    labelNameEn: r.label_name_en,
  }));
}

export async function listCustomerService(db: Db): Promise<CustomerServiceEntry[]> {
  const rows = await db.selectFrom('customer_service').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ title: r.title, csType: r.cs_type, path: r.path }));
}

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .select(['country_code', 'dialing_code'])
    .orderBy('sort_order')
    .orderBy('country_code')
    .execute();
  return rows.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.dialing_code }));
}

export async function listRegisterRules(db: Db, method: RegisterMethod): Promise<RegisterFieldRule[]> {
  const rows = await db
    .selectFrom('register_rules')
    .selectAll()
    .where('method', '=', method)
    .orderBy('sort_order')
    .orderBy('field')
    .execute();
  return rows.map((r) => ({
    field: r.field as RegisterField,
    required: r.required === 1,
    patternId: r.pattern_id,
    acceptedPattern: r.accepted_pattern,
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
}

export async function listDomains(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('domains').select('domain').orderBy('sort_order').orderBy('domain').execute();
  return rows.map((r) => r.domain);
}
