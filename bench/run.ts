/**
 * `npm run bench [-- name...]`: runs the named benchmarks (all by default, but the soak and the scaling, which
 * take many minutes and run only when named) and prints their figures as JSON. Figures are
 * ratios and medians on this machine, never pass/fail timings. With BENCH_SERVER_PROFILE_DIR set,
 * every API server a benchmark starts writes a V8 CPU profile there when it stops (node's
 * --cpu-prof), to open in Chromium's DevTools.
 */
import { benchDashboardStats } from './dashboardStats';
import { benchDictionaryLookup } from './dictionaryLookup';
import { benchExport } from './export';
import { benchFormSave } from './formSave';
import { benchLighthouse } from './lighthouse';
import { benchListPlans } from './listPlans';
import { benchListUi } from './listUi';
import { benchLoadCpu } from './loadCpu';
import { benchLoginBundle } from './loginBundle';
import { benchPatientList } from './patientList';
import { benchScaling } from './scaling';
import { benchSoak } from './soak';
import { benchStartup } from './startup';

const benches: Record<string, () => Promise<unknown>> = {
  startup: () => benchStartup(),
  login: () => benchLoginBundle(),
  lookup: () => benchDictionaryLookup(),
  patients: () => benchPatientList(),
  listplans: () => benchListPlans(),
  forms: () => benchFormSave(),
  dashboard: () => benchDashboardStats(),
  export: () => benchExport(),
  lighthouse: () => benchLighthouse(),
  listui: () => benchListUi(),
  loadcpu: () => benchLoadCpu(),
  scaling: () => benchScaling(),
  soak: () => benchSoak(),
};

const wanted = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const everyDefault = Object.keys(benches).filter((name) => name !== 'soak' && name !== 'scaling');
for (const name of wanted.length ? wanted : everyDefault) {
  const bench = benches[name];
  if (!bench) {
    process.stderr.write(
      `unknown benchmark "${name}"; known: ${Object.keys(benches).join(', ')}\n`,
    );
    process.exit(2);
  }
  const result = await bench();
  process.stdout.write(`${JSON.stringify({ [name]: result }, null, 2)}\n`);
}
