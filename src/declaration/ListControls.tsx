import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { AcademySelect } from '../common/AcademySelect';
import { toDayParam } from '../common/apiParams';
import { MonthOfYearSelect } from '../common/MonthOfYearSelect';
import { MonthSelect } from '../common/MonthSelect';
import { OptionSelect } from '../common/OptionSelect';
import { parseDay } from '../common/parse';
import { compareSpanish } from '../common/table/clientRows';
import { useErrorToast } from '../common/useErrorToast';
import { YearSelect } from '../common/YearSelect';
import type { ChoiceControl, ListControl } from './types';
import { controlFilter, yearBounds, type ControlValue, type ControlValues } from './listControls';

// The day picker brings the date library and its Spanish locale: only a screen with a day control loads it.
const ViewDateField = lazy(() => import('../common/DateField').then((module) => ({ default: module.ViewDateField })));

interface ListControlsProps {
  controls: readonly ListControl[];
  values: ControlValues;
  /** Keep it stable: each control then renders again only when its own value changes. */
  onChange: (source: string, value: ControlValue) => void;
}

/** A list's controls, in the declaration's order, with the console's selectors. */
export function ListControls({ controls, values, onChange }: ListControlsProps) {
  return controls.map((control) =>
    control.kind === 'choice' ? (
      <ChoiceSelect key={control.source} control={control} value={values[control.source]} values={values} controls={controls} onChange={onChange} />
    ) : (
      <ControlInput key={control.source} control={control} value={values[control.source]} onChange={onChange} />
    ),
  );
}

interface ControlInputProps {
  control: Exclude<ListControl, ChoiceControl>;
  value: ControlValue;
  onChange: (source: string, value: ControlValue) => void;
}

const ControlInput = memo(function ControlInput({ control, value, onChange }: ControlInputProps) {
  const { source, label } = control;
  const change = (next: ControlValue) => onChange(source, next);
  switch (control.kind) {
    case 'academy':
      return (
        <AcademySelect
          label={label}
          value={String(value ?? '')}
          onChange={change}
          includeAll={control.includeAll}
          includeInactive={control.includeInactive}
        />
      );
    case 'month':
      return <MonthSelect label={label} value={String(value ?? '')} onChange={change} back={control.back} forward={control.forward} />;
    case 'year': {
      const { min, max } = yearBounds(control, new Date());
      return <YearSelect label={label} value={Number(value)} onChange={change} min={min} maxExclusive={max + 1} />;
    }
    case 'monthOfYear':
      return <MonthOfYearSelect label={label} value={Number(value)} onChange={change} />;
    case 'day':
      return (
        <Suspense fallback={null}>
          <ViewDateField label={label} value={typeof value === 'string' ? parseDay(value) : null} onChange={(date) => change(date && toDayParam(date))} />
        </Suspense>
      );
  }
});

interface ChoiceSelectProps {
  control: ChoiceControl;
  value: ControlValue;
  values: ControlValues;
  controls: readonly ListControl[];
  onChange: (source: string, value: ControlValue) => void;
}

const NONE = '';

/** A choice among the records of a call, asked for again when the controls it depends on change. */
function ChoiceSelect({ control, value, values, controls, onChange }: ChoiceSelectProps) {
  const others = useMemo(() => controlFilter(controls.filter((other) => other !== control), values), [controls, control, values]);
  const filter = useMemo(() => control.filter?.(others) ?? {}, [control, others]);
  const { data, error, isFetching } = useGetList<RaRecord>(control.from.name, { filter });
  useErrorToast(error, control.loadErrorTitle);
  // A choice the call no longer offers (a code of another month, a link's stale id) is none.
  const chosen = value === null ? null : String(value);
  const offered = useMemo(() => new Set((data ?? []).map((record) => control.option(record).id)), [data, control]);
  useEffect(() => {
    if (chosen !== null && data && !isFetching && !offered.has(chosen)) onChange(control.source, null);
  }, [chosen, data, isFetching, offered, onChange, control.source]);
  const options = useMemo(() => {
    const choices = (data ?? []).map(control.option).map((choice) => ({ value: choice.id, label: choice.name }));
    if (control.sortByName) choices.sort((a, b) => compareSpanish(a.label, b.label));
    return [{ value: NONE, label: control.emptyLabel ?? 'Ninguno' }, ...choices];
  }, [data, control]);
  return (
    <OptionSelect
      label={control.label}
      value={chosen ?? NONE}
      options={options}
      onChange={(next) => onChange(control.source, next === NONE ? null : next)}
      minWidth={220}
    />
  );
}
