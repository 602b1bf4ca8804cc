// The bench's reference: a stock react-admin app, written as react-admin's documentation shows,
// listing the same 10,000 study centres as the console's demo at scale 25. The console's list
// budgets are ratios to this app's figures, measured side by side in the same run.
import fakeRestDataProvider from 'ra-data-fakerest';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, SearchInput, type DataProvider } from 'react-admin';
import { centres } from './centres';

const fakeRest = fakeRestDataProvider({ centros: centres }, false);

/**
 * Marks the moment each list call is made, so that the bench can time a search from the call
 * react-admin's 500 ms debounce finally sends rather than from the keystroke.
 */
const dataProvider: DataProvider = {
  ...fakeRest,
  getList: (resource, params) => {
    performance.mark('reference:getList');
    return fakeRest.getList(resource, params);
  },
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
  <Admin dataProvider={dataProvider}>
    <Resource name="centros" list={CentreList} />
  </Admin>,
);
