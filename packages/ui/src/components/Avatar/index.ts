export { Avatar, AVATAR_SIZES, initialsOf, type AvatarProps, type AvatarSize } from './Avatar';
