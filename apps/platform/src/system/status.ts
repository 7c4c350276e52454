import type { Location, SettingNode, SystemStatus, SystemStatusCode } from '@tessera/api/contract';
import { SYSTEM_STATUS } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { listCustomerService, listResources } from './catalogue';
import { readSettings } from './settings';

const isOn = (tree: readonly SettingNode[], modId: string): boolean =>
  tree.some((n) => (n.modId === modId ? n.enabled === '1' : isOn(n.childrenNodes, modId)));

/**
 * Everything the front end needs at start for this caller: status, settings, resources, location.
 * Maintenance is site-wide; region restriction applies when the operator restricts every region
 * or the caller is located in a blocked country. Maintenance takes precedence over restriction.
 */
export async function buildSystemStatus(db: Db, location: Location): Promise<SystemStatus> {
  const [settings, resources, customerService] = await Promise.all([
    readSettings(db),
    listResources(db),
    listCustomerService(db),
  ]);
  const operatorStatus = settings['system.status'];
  const maintenance = operatorStatus === SYSTEM_STATUS.maintenance;
  const restricted =
    operatorStatus === SYSTEM_STATUS.regionRestricted ||
    (location.countryCode !== undefined && settings['system.blockedCountries'].includes(location.countryCode));
  const status: SystemStatusCode = maintenance
    ? SYSTEM_STATUS.maintenance
    : restricted
      ? SYSTEM_STATUS.regionRestricted
      : SYSTEM_STATUS.normal;
  const tree = settings['whitelabel.tree'];
  return {
    status,
    whitelabel: tree,
    register: {
      directRegistration: isOn(tree, 'DIRECT_REGISTRATION'),
      usernameRegistration: isOn(tree, 'USERNAME_REGISTRATION'),
      mobileRegistration: isOn(tree, 'MOBILE_REGISTRATION'),
    },
    resources,
    customerService,
    analytics: { gtagId: settings['analytics.gtagId'] },
    imageCDNs: settings['cdn.images'],
    launchGameCDNs: settings['cdn.launchGame'],
    location,
    maintenance: { active: maintenance, until: null },
    regionRestriction: { active: restricted, countryCode: restricted ? (location.countryCode ?? null) : null },
  };
}
