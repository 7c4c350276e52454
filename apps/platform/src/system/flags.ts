import type { SettingNode, WhitelabelFlag } from '@tessera/api/contract';
import { findSetting, isFlagOn } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from './settings';

/** True when the white-label flag is on in the stored settings tree. */
export async function flagOn(db: Db, flag: WhitelabelFlag): Promise<boolean> {
  return isFlagOn(await readSetting(db, 'whitelabel.tree'), flag);
}

/** True when every one of the flags is on. */
export async function flagsOn(db: Db, ...flags: WhitelabelFlag[]): Promise<boolean> {
  const tree = await readSetting(db, 'whitelabel.tree');
  return flags.every((flag) => isFlagOn(tree, flag));
}

const withFlag = (tree: readonly SettingNode[], flag: string, enabled: boolean): SettingNode[] =>
  tree.map((node) => ({
    ...node,
    enabled: node.modId === flag ? (enabled ? '1' : '0') : node.enabled,
    childrenNodes: withFlag(node.childrenNodes, flag, enabled),
  }));

/** Turns a flag on or off in the stored tree; false when the tree has no such flag. */
export async function setFlag(db: Db, flag: WhitelabelFlag, enabled: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const tree = await readSetting(trx, 'whitelabel.tree');
    if (!findSetting(tree, flag)) return false;
    await writeSetting(trx, 'whitelabel.tree', withFlag(tree, flag, enabled));
    return true;
  });
}
