import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { SubjectSelect, useSubjectOptions } from './SubjectSelect';
import { groupSelectionState, toggleGroup, type SubjectGroup } from './subjects';

export interface SubjectMultiSelectWithGroupsProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Defaults to 'Asignaturas'. */
  label?: string;
}

const GROUP_BOXES: readonly { group: SubjectGroup; label: string }[] = [
  { group: 'letters', label: 'Asignaturas de letras' },
  { group: 'sciences', label: 'Asignaturas de ciencias' },
];

/**
 * A multiple subject selector with two tri-state boxes that select or deselect every subject
 * of letters or of sciences (spec 01 §2).
 */
export function SubjectMultiSelectWithGroups({ value, onChange, label }: SubjectMultiSelectWithGroupsProps) {
  const [used, setUsed] = useState(false);
  const markUsed = () => setUsed(true);
  const { subjects, loaded } = useSubjectOptions(used || value.length > 0);
  // A box ticked before the list has arrived is applied once it arrives.
  const pendingGroup = useRef<SubjectGroup | null>(null);

  useEffect(() => {
    if (!loaded || pendingGroup.current === null) return;
    const group = pendingGroup.current;
    pendingGroup.current = null;
    onChange(toggleGroup(subjects, value, group));
  }, [loaded, subjects, value, onChange]);

  const toggle = (group: SubjectGroup) => {
    markUsed();
    if (loaded) onChange(toggleGroup(subjects, value, group));
    else pendingGroup.current = group;
  };

  return (
    // Hovering or focusing any part counts as first use, so the list is usually there before a click.
    <Box onFocus={markUsed} onPointerEnter={markUsed} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <SubjectSelect multiple value={value} onChange={onChange} label={label} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {GROUP_BOXES.map(({ group, label: boxLabel }) => {
          const state = groupSelectionState(subjects, value, group);
          return (
            <FormControlLabel
              key={group}
              label={boxLabel}
              control={
                <Checkbox
                  size="small"
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => toggle(group)}
                />
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
