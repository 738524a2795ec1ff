// Shell jest setup: every test starts with the dev remotes.json's route table in force (a test may set its own).
import { installDevRouteTable } from './route-table-fixture';

beforeEach(() => installDevRouteTable());
