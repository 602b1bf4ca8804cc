// Every call of the API the console makes, by family, in the menu's order: the contract
// document and the test that runs the demo's answers through the contract read this list.
// The console itself imports each family where it uses it, so that an area's schemas load
// with the area.
import type { ApiCall } from './call';
import { studyCentreCalls } from './centrosEstudio';
import { subjectCalls } from './asignaturas';
import { signIn } from './login';

export interface CallFamily {
  title: string;
  calls: Readonly<Record<string, ApiCall>>;
}

export const CALL_FAMILIES: readonly CallFamily[] = [
  { title: 'Sign-in', calls: { signIn } },
  { title: 'Subjects', calls: subjectCalls },
  { title: 'Study centres', calls: studyCentreCalls },
];
