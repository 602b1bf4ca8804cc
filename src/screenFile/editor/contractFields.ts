// The fields of a contract call's answer as a screen file declares its own: each with the kind
// of the contract's reader and its use, where the format has a name for that reader.
import type * as z from 'zod/mini';
import type { DeclaredCall } from '../../contract/call';
import { codeListOf, fieldNotes, READERS } from '../../contract/fields';
import type { ScreenAnswerField } from '../format';

type Def = z.ZodMiniType['_zod']['def'] & { innerType?: z.ZodMiniType; in?: z.ZodMiniType; element?: z.ZodMiniType; options?: z.ZodMiniType[]; shape?: Record<string, z.ZodMiniType> };
const defOf = (schema: z.ZodMiniType) => schema._zod.def as Def;

/** The kind the format gives each of the contract's readers: an id is a number. */
const KIND_OF_READER: Record<keyof typeof READERS, Exclude<ScreenAnswerField['kind'], 'code'>> = {
  number: 'number',
  text: 'text',
  boolean: 'boolean',
  id: 'number',
  day: 'day',
  dateTime: 'dateTime',
  time: 'time',
};
const readerOfDef = new Map<object, keyof typeof READERS>(Object.entries(READERS).map(([name, reader]) => [reader._zod.def, name as keyof typeof READERS]));

/** The object schema of each item of a list answer, through the pipes and unions that read it. */
function itemShape(answer: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> | undefined {
  if (!answer) return undefined;
  const def = defOf(answer);
  switch (def.type) {
    case 'array':
      return def.element && defOf(def.element).shape;
    case 'pipe':
      return itemShape(def.in);
    case 'union':
      return (def.options ?? []).map(itemShape).find((shape) => shape !== undefined);
    default:
      return undefined;
  }
}

/** A field as the format declares it, by the kind of its reader: none for a list, an object or any reader the format has no name for. */
function declared(field: z.ZodMiniType, use: ScreenAnswerField['use']): ScreenAnswerField | undefined {
  let def = defOf(field);
  while ((def.type === 'catch' || def.type === 'nullable' || def.type === 'optional') && def.innerType) def = defOf(def.innerType);
  const codes = codeListOf.get(def);
  if (codes) return { kind: 'code', codes, use };
  const reader = readerOfDef.get(def);
  return reader && { kind: KIND_OF_READER[reader], use };
}

/** The fields of the items of a contract call's list answer that the format can declare, by name. */
export function contractFields(call: DeclaredCall): ReadonlyMap<string, ScreenAnswerField> {
  const shape = itemShape(call.answer);
  const fields = new Map<string, ScreenAnswerField>();
  for (const [name, field] of Object.entries(shape ?? {})) {
    const screenField = declared(field, fieldNotes.get(field)?.use ?? 'shown');
    if (screenField) fields.set(name, screenField);
  }
  return fields;
}
