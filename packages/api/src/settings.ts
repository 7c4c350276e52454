import type { SettingNode } from './contract';

/** The first node (depth first) with this `modId` in a white-label settings tree, if any. */
export function findSetting(tree: readonly SettingNode[] | null | undefined, modId: string): SettingNode | undefined {
  if (!Array.isArray(tree)) return undefined;
  for (const node of tree as readonly SettingNode[]) {
    if (node?.modId === modId) return node;
    const found = findSetting(node?.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

/** True when the white-label setting `modId` exists anywhere in the tree and is on (`enabled === '1'`). */
export function isFlagOn(tree: readonly SettingNode[] | null | undefined, modId: string): boolean {
  return findSetting(tree, modId)?.enabled === '1';
}
