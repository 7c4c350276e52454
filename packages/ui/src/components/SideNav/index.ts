export { SideNav, type SideNavProps } from './SideNav';
export { SIDE_NAV_LAYOUTS, type SideNavItem, type SideNavLayout } from './SideNav.types';
