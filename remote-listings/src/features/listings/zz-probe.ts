import { listingsRoutes } from './routes';
import { BedIcon } from '../../components/room-icons';
export const x = [listingsRoutes, BedIcon];
