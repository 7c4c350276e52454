/** §4: 0 normal, 1 maintenance, 2 region-restricted; maintenance takes precedence. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** A white-label settings tree node (§3). `enabled` is the string '1' when on. */
export interface SettingNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: SettingNode[];
}

/** White-label flag ids (§6). */
export const WHITELABEL_FLAGS = [
  'DIRECT_REGISTRATION',
  'MOBILE_CODE_LOGIN',
  'MOBILE_REGISTRATION',
  'SMS_VERIFICATION',
  'USERNAME_REGISTRATION',
  'FREE_PLAY',
  'FORCED_PASSWORD_CHANGE',
  'AGENT_POLICY',
  'CHNGPASSVERIF3',
  'LOGIN_REQUIRED_FOR_HOME',
  /** The agent centre's contract pages (§2: each shown only if enabled), and the calls of each kind. */
  'AGENT_DIVIDEND',
  'AGENT_DAILY_SALARY',
  'AGENT_HOURLY_SALARY',
  'AGENT_REALTIME_SALARY',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** A resource: payment logo, licence, social link, app download (§3). */
export interface Resource {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl?: string;
  labelNameEn: string;
}
export const RESOURCE_TYPES = [
  'LOGO',
  'PAYMENT',
  'PARTNER',
  'LICENCE',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'YOUTUBE',
  'TELEGRAM',
  'APP_IOS',
  'APP_ANDROID',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A customer-service entry (§3). VIP when the member's rank level is above 4, else LIVECHAT (§6). */
export interface CustomerServiceEntry {
  title: string;
  csType: 'VIP' | 'LIVECHAT';
  path: string;
}

export interface Location {
  ip: string;
  countryCode?: string;
}

/** The answer of `GET /wps/system/status` (the "permission" call of §7). */
export interface SystemStatus {
  status: SystemStatusCode;
  whitelabel: SettingNode[];
  register: { directRegistration: boolean; usernameRegistration: boolean; mobileRegistration: boolean };
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: Location;
  maintenance: { active: boolean; until?: string | null };
  regionRestriction: { active: boolean; countryCode?: string | null };
}

/** Brand config sent with calls that need it (§3). */
export interface BrandConfig {
  platform: 'web';
  merchant: string;
  lotteryType: 'SEA';
  device: 'WEB';
}

/** One registration validation rule (§3, §5). `acceptedPattern` '*' means any. */
export interface RegisterFieldRule {
  field: RegisterField;
  required: boolean;
  patternId: string;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'password',
  'confirmPassword',
  'email',
  'captcha',
  'smsCode',
  'affiliateCode',
  'nickname',
  'payeeName',
  'fullName',
  'paymentPassword',
  'qq',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'lineId',
  'wechat',
  'idNumber',
  'referrer',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A country with its dialing code (§3); flags load from COUNTRY_FLAG/{countryCode}.png. */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** The answer of `GET /wps/system/setting/register`. */
export interface RegisterSettings {
  usernameRules: RegisterFieldRule[];
  mobileRules: RegisterFieldRule[];
  countries: Country[];
  /** Minimum age to register (§5: 18, configurable). */
  minimumAge: number;
  termsUrl: string;
}

/** The answer of `GET /wps/system/domainRoute` (routers). */
export interface DomainRoute {
  domainList: string[];
  resources: Resource[];
}

/** One service link: `path` is AES ciphertext followed by its 8-character key (§3). */
export interface ServicePath {
  type: string;
  path: string;
}

/** Service links as the platform sends them (`version.pathList`). */
export interface ServiceLinks {
  version: { pathList: ServicePath[] };
}
