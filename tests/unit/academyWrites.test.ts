// No create or edit dialog offers 'Ver todos' (TODOS) for an academy: the spec names TODOS for the
// reads' centros[] only, so a single-academy write (a training's centro, a user's work centre…)
// never sends it. The income's dialog, bespoke, takes its academies from the same choices.
import { describe, expect, it } from 'vitest';
import { ACADEMY_CHOICES } from '../../src/common/academies';
import { choicesOf } from '../../src/declaration/formFields';
import { loadDeclarations } from '../../src/screens/registry';

describe('the academy fields of the create and edit dialogs', () => {
  it('offer the academies, never TODOS', async () => {
    const offered: string[] = [];
    for (const declaration of await loadDeclarations()) {
      for (const form of [declaration.create, declaration.edit]) {
        for (const field of form?.fields ?? []) {
          if (field.kind !== 'select' && field.kind !== 'multiselect') continue;
          const ids = choicesOf(field).map((choice) => String(choice.id));
          if (ids.includes('GOYA')) offered.push(`${declaration.name} ${field.source}: ${ids.includes('TODOS') ? 'TODOS' : 'academies'}`);
        }
      }
    }
    expect(offered).toEqual([
      'administracion/codigos-promocionales centros: academies',
      'administracion/codigos-promocionales centros: academies',
      'administracion/formaciones centro: academies',
      'administracion/formaciones centro: academies',
      'personal/administracion centro: academies',
      'personal/administracion centros: academies',
      'personal/administracion centro: academies',
      'personal/administracion centros: academies',
    ]);
    expect(ACADEMY_CHOICES.map((choice) => choice.id)).not.toContain('TODOS');
  });
});
