export { selectPassword } from './slice';
