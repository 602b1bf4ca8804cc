// The study centres of the console's demo at the bench's scale, from the demo's own seed
// function. Kept in a module of its own so that the build puts it in a chunk the bench leaves
// out of the reference's JavaScript, as the console's demo code is left out of the console's.
import { seedCentrosEstudio } from '../../src/demo/seed/centrosEstudio';

/** 400 centres per unit of scale, as in the console's demo: 25 gives 10,000. */
export const REFERENCE_SCALE = 25;

let nextId = 1;
export const centres = seedCentrosEstudio({ scale: REFERENCE_SCALE, newId: () => nextId++, today: new Date() });
