// The bench's reference: a stock react-admin app, written as react-admin's documentation shows,
// listing the same 10,000 study centres as the console, from the same API over HTTP: it fetches
// the whole list at start, signed in as the console is (the bearer token of the stored session),
// and hands the rows to ra-data-fakerest, as an app with a client-side list would. The console's
// list budgets are ratios to this app's figures, measured side by side in the same run.
import fakeRestDataProvider from 'ra-data-fakerest';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, SearchInput, type DataProvider } from 'react-admin';
import { fetchCentres } from '../floor/fetchCentres';

const fakeRest = fetchCentres().then((centros) => fakeRestDataProvider({ centros }, false));

/**
 * ra-data-fakerest once the rows have come. Each list call is marked, so that the bench can time
 * a search from the call react-admin's 500 ms debounce finally sends rather than from the keystroke.
 */
const dataProvider: DataProvider = {
  getList: async (resource, params) => {
    performance.mark('reference:getList');
    return (await fakeRest).getList(resource, params);
  },
  getOne: async (resource, params) => (await fakeRest).getOne(resource, params),
  getMany: async (resource, params) => (await fakeRest).getMany(resource, params),
  getManyReference: async (resource, params) => (await fakeRest).getManyReference(resource, params),
  create: async (resource, params) => (await fakeRest).create(resource, params),
  update: async (resource, params) => (await fakeRest).update(resource, params),
  updateMany: async (resource, params) => (await fakeRest).updateMany(resource, params),
  delete: async (resource, params) => (await fakeRest).delete(resource, params),
  deleteMany: async (resource, params) => (await fakeRest).deleteMany(resource, params),
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const CentreList = () => (
  <List filters={filters}>
    <DataTable>
      <DataTable.Col source="nombre" label="Nombre" />
      <DataTable.Col source="provincia" label="Provincia" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="centros" list={CentreList} />
  </Admin>,
);
