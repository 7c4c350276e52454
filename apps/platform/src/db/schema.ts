import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The platform's tables as the query builder sees them. Columns are plain SQL types that both
 * SQLite and PostgreSQL hold alike: text, integers (booleans as 0/1, money as integer minor
 * units), JSON kept as text.
 */
export interface Database {
  system_settings: SystemSettingsTable;
  resources: ResourcesTable;
  customer_service: CustomerServiceTable;
  countries: CountriesTable;
  register_rules: RegisterRulesTable;
  domains: DomainsTable;
}

/** Key/value settings; `value` is JSON text. */
export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  resource_type: string;
  label_name_en: string;
  url: string;
  qr_code_url: string | null;
  sort_order: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  title: string;
  cs_type: 'VIP' | 'LIVECHAT';
  path: string;
  sort_order: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  name_en: string;
  sort_order: number;
}

/** Registration validation rules per registration method and field. */
export interface RegisterRulesTable {
  method: RegisterMethod;
  field: string;
  required: number;
  pattern_id: string;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  sort_order: number;
}

export type RegisterMethod = 'USERNAME' | 'MOBILE';

export interface DomainsTable {
  domain: string;
  sort_order: number;
}

export type NewResource = Insertable<ResourcesTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type NewCustomerService = Insertable<CustomerServiceTable>;
export type NewCountry = Insertable<CountriesTable>;
export type NewRegisterRule = Insertable<RegisterRulesTable>;
export type RegisterRuleRow = Selectable<RegisterRulesTable>;
