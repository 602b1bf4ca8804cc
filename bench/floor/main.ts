// The bench's floor: no framework, the same call as the console's study-centre list, and its
// first 25 rows written into a table with the DOM. The nearest any app can come to a first row.
import { fetchCentres } from './fetchCentres';

const centres = await fetchCentres();
const body = document.querySelector('tbody')!;
for (const centre of centres.slice(0, 25)) {
  const row = body.insertRow();
  row.insertCell().textContent = centre.nombre;
  row.insertCell().textContent = centre.provincia;
}
