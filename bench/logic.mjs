// The pure logic at scale, in Node: the marketing funnels and the lead-detail distributions
// over 100,000 of the demo's leads, and a CSV export of 100,000 rows. The project's own
// TypeScript modules are loaded through Vite, exactly as the app bundles them.
import { createServer } from 'vite';
import { timeRuns } from './stats.mjs';

const LEADS = 100_000;

export async function measureLogic() {
  const vite = await createServer({ logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    const load = (module) => vite.ssrLoadModule(module);
    const { seedDb } = await load('/src/demo/seed/index.ts');
    const { toLead, toWebRequest, leadCatalogue } = await load('/src/demo/model/marketing.ts');
    const { funnelByAcademy, funnelByMonth } = await load('/src/screens/marketing/adquisicion/funnel.ts');
    const { leadDetails } = await load('/src/screens/marketing/adquisicion/leads/leadDetails.ts');
    const { declaration: crmLeads } = await load('/src/screens/marketing/gestion/leads.ts');
    const { csvColumnsOf } = await load('/src/declaration/columns.tsx');
    const { toCsv } = await load('/src/common/csv.ts');
    const { readAnswer } = await load('/src/dataProvider/readAnswer.ts');
    const { studyCentreCalls } = await load('/src/contract/centrosEstudio.ts');

    // The seed gives about 2,420 leads per unit of scale (a little less is assumed, to be sure
    // of enough); take the first 100,000.
    const db = seedDb(Math.ceil(LEADS / 2_300));
    const catalogue = leadCatalogue(db.asignaturas, db.centrosEstudio);
    const stored = db.leads.slice(0, LEADS);
    if (stored.length < LEADS) throw new Error(`The seed gave only ${stored.length} leads`);
    const leads = stored.map((lead) => toLead(lead, catalogue));
    const webRequests = stored.filter((lead) => lead.origenWeb).map(toWebRequest);
    const year = Number(leads[Math.floor(LEADS / 2)].primerContacto.slice(0, 4));

    // The CRM's download, as its declaration writes it: the spreadsheet with the most computed
    // cells of the marketing area.
    const csvColumns = csvColumnsOf(crmLeads.list.columns);

    // The 10,000-row list's answer as the server sends it, read through its contract.
    const centresAnswer = JSON.parse(JSON.stringify(db.centrosEstudio.slice(0, 10_000)));
    if (centresAnswer.length < 10_000) throw new Error(`The seed gave only ${centresAnswer.length} study centres`);

    return {
      leads: leads.length,
      contractRead10k: timeRuns(() => readAnswer(studyCentreCalls.list, centresAnswer)),
      funnelByAcademy: timeRuns(() => funnelByAcademy(leads)),
      funnelByMonth: timeRuns(() => funnelByMonth(leads, webRequests, year)),
      distributions: timeRuns(() => leadDetails(leads)),
      csv: timeRuns(() => toCsv(csvColumns, leads), { runs: 7, warmup: 1 }),
    };
  } finally {
    await vite.close();
  }
}
