import { describe, it, expect, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, type GetListResult } from 'react-admin';
import { AcademySelect } from '../../src/common/AcademySelect';
import { defaultAcademy } from '../../src/common/academies';
import { DateField } from '../../src/common/DateField';
import { MonthOfYearSelect } from '../../src/common/MonthOfYearSelect';
import { MonthSelect } from '../../src/common/MonthSelect';
import { currentMonth, monthOptions } from '../../src/common/periods';
import { SubjectMultiSelectWithGroups } from '../../src/common/SubjectMultiSelectWithGroups';
import { SubjectSelect } from '../../src/common/SubjectSelect';
import { YearSelect } from '../../src/common/YearSelect';
import type { Subject } from '../../src/common/subjects';
import { notifications } from '../../src/common/notifications';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { subjectRecord } from '../../src/contract/asignaturas';
import { readAs } from '../support/contract';
import { MARKER, MarkerRead } from './support/markerRead';

const dataSources = await loadAllSources();

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('AcademySelect', () => {
  it('offers the active academies in the listed order, without Ver todos or RETIRO by default', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AcademySelect value="GOYA" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    const options = optionTexts();
    expect(options).toHaveLength(14);
    expect(options.slice(0, 3)).toEqual(['HERNANI', 'QUEVEDO', 'GOYA']);
    expect(options).not.toContain('Ver todos');
    expect(options).not.toContain('RETIRO');
    await user.click(screen.getByRole('option', { name: 'POZUELO' }));
    expect(onChange).toHaveBeenCalledWith('POZUELO');
  });

  it('offers Ver todos first with includeAll and RETIRO last with includeInactive', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AcademySelect label="Centro" value="TODOS" onChange={onChange} includeAll includeInactive />);
    const combobox = screen.getByRole('combobox', { name: 'Centro' });
    expect(combobox.textContent).toBe('Ver todos');
    await user.click(combobox);
    const options = optionTexts();
    expect(options).toHaveLength(16);
    expect(options[0]).toBe('Ver todos');
    expect(options.at(-1)).toBe('RETIRO');
    await user.click(screen.getByRole('option', { name: 'RETIRO' }));
    expect(onChange).toHaveBeenCalledWith('RETIRO');
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AcademySelect value="HERNANI" onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Academia' }));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('QUEVEDO');
  });

  it('in a multiple choice, makes Ver todos exclusive of the academies', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<AcademySelect multiple includeAll value={['GOYA']} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    expect(screen.queryByRole('option', { name: 'RETIRO' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Ver todos' }));
    expect(onChange).toHaveBeenLastCalledWith(['TODOS']);
    await user.click(screen.getByRole('option', { name: 'POZUELO' }));
    expect(onChange).toHaveBeenLastCalledWith(['GOYA', 'POZUELO']);
    unmount();

    render(<AcademySelect multiple includeAll value={['TODOS']} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'GOYA' }));
    expect(onChange).toHaveBeenLastCalledWith(['GOYA']);
  });

  it("defaults to the session's academy, else the first active one", () => {
    localStorage.removeItem('access_token');
    expect(defaultAcademy()).toBe('HERNANI');
    localStorage.setItem('access_token', JSON.stringify({ token: 't', username: 'ana', centro: 'POZUELO' }));
    expect(defaultAcademy()).toBe('POZUELO');
    localStorage.removeItem('access_token');
  });
});

describe('period selectors', () => {
  it('YearSelect offers the years up to the overridden bound under Ejercicio', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<YearSelect value={2024} onChange={onChange} min={2020} maxExclusive={2026} />);
    await user.click(screen.getByRole('combobox', { name: 'Ejercicio' }));
    expect(optionTexts()).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
    await user.click(screen.getByRole('option', { name: '2021' }));
    expect(onChange).toHaveBeenCalledWith(2021);
  });

  it('MonthSelect offers 12 months back and 1 forward, newest first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MonthSelect value={currentMonth()} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    const months = monthOptions({ back: 12, forward: 1 });
    expect(optionTexts()).toEqual(months.map((month) => month.label));
    await user.click(screen.getByRole('option', { name: months[0].label }));
    expect(onChange).toHaveBeenCalledWith(months[0].value);
  });

  it('MonthOfYearSelect gives the month number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MonthOfYearSelect value={1} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    expect(optionTexts()).toHaveLength(12);
    await user.click(screen.getByRole('option', { name: 'Septiembre' }));
    expect(onChange).toHaveBeenCalledWith(9);
  });
});

describe('DateField', () => {
  it('shows the date as dd/MM/yyyy under its label', () => {
    render(<DateField label="Fecha" value={new Date(2026, 0, 5)} onChange={() => undefined} />);
    const hidden = document.querySelector<HTMLInputElement>('input');
    expect(hidden?.value).toBe('05/01/2026');
    expect(screen.getAllByText('Fecha').length).toBeGreaterThan(0);
  });
});

// A data provider whose subject answers the test releases by hand; the marker's answer is empty.
function fakeSubjects() {
  let calls = 0;
  let markerCalls = 0;
  const answers: { resolve: (result: GetListResult<Subject>) => void; reject: (error: Error) => void }[] = [];
  const getList = (resource: string) => {
    if (resource === MARKER) {
      markerCalls++;
      return Promise.resolve({ data: [], total: 0 });
    }
    calls++;
    return new Promise<GetListResult<Subject>>((resolve, reject) => answers.push({ resolve, reject }));
  };
  // Only getList is used; the other methods are never reached.
  const dataProvider = { getList } as unknown as DataProvider;
  return {
    dataProvider,
    calls: () => calls,
    markerCalls: () => markerCalls,
    answer: (data: Subject[]) => answers.shift()?.resolve({ data, total: data.length }),
    fail: () => answers.shift()?.reject(new Error('caído')),
  };
}

const SUBJECTS: Subject[] = readAs(subjectRecord, [
  { id: 1, nombre: 'Química', tipo: 'CIENCIAS', nivel: 'BACHILLERATO' },
  { id: 2, nombre: 'Inglés', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'B2' },
  { id: 3, nombre: 'Álgebra', tipo: 'CIENCIAS', nivel: 'UNIVERSIDAD' },
  { id: 4, nombre: 'Historia', tipo: 'LETRAS', nivel: 'SECUNDARIA', subnivel: null },
  { id: 5, nombre: 'Biología', tipo: 'CIENCIAS_SALUD', nivel: 'BACHILLERATO' },
]);

function withAdmin(dataProvider: DataProvider, children: ReactNode) {
  return (
    <AdminContext dataProvider={dataProvider} queryClient={createQueryClient(createSourceCatalogue({ sources: dataSources }))}>
      {children}
    </AdminContext>
  );
}

describe('SubjectSelect', () => {
  it('fetches on first use only, shows the loading text, then the sorted options', async () => {
    const user = userEvent.setup();
    const api = fakeSubjects();
    const onChange = vi.fn();
    render(
      withAdmin(
        api.dataProvider,
        <>
          <SubjectSelect value={null} onChange={onChange} />
          <MarkerRead />
        </>,
      ),
    );
    const input = await screen.findByRole('combobox', { name: 'Asignatura' });
    // Mounted together: once the marker is read, a selector that fetched at once would have too.
    await waitFor(() => expect(api.markerCalls()).toBe(1));
    expect(api.calls()).toBe(0);

    await user.click(input);
    expect(await screen.findByText('Cargando asignaturas...')).toBeTruthy();
    expect(api.calls()).toBe(1);

    api.answer(SUBJECTS);
    await screen.findByRole('option', { name: 'Álgebra (Universidad)' });
    expect(optionTexts()).toEqual([
      'Álgebra (Universidad)',
      'Biología (Bachillerato)',
      'Historia (Secundaria)',
      'Inglés (Idioma - B2)',
      'Química (Bachillerato)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Inglés (Idioma - B2)' }));
    expect(onChange).toHaveBeenCalledWith(2);

    // Cached: opening again asks nothing.
    await user.click(input);
    await screen.findAllByRole('option');
    expect(api.calls()).toBe(1);
  });

  it('says there are no subjects on an empty answer', async () => {
    const user = userEvent.setup();
    const api = fakeSubjects();
    render(withAdmin(api.dataProvider, <SubjectSelect multiple value={[]} onChange={() => undefined} />));
    await user.click(await screen.findByRole('combobox', { name: 'Asignaturas' }));
    api.answer([]);
    expect(await screen.findByText('No hay asignaturas')).toBeTruthy();
  });

  it('says why and stays usable, with no options, when the request fails', async () => {
    // react-admin also logs the failure to the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const api = fakeSubjects();
    render(withAdmin(api.dataProvider, <SubjectSelect value={null} onChange={() => undefined} />));
    await user.click(await screen.findByRole('combobox', { name: 'Asignatura' }));
    api.fail();
    expect(await screen.findByText('No hay asignaturas')).toBeTruthy();
    await waitFor(() =>
      expect(notifications.current()).toMatchObject({ type: 'error', title: 'Error al recuperar las asignaturas', content: 'caído' }),
    );
    consoleError.mockRestore();
  });

  it('fetches at once when a subject is already chosen, to show its name', async () => {
    const api = fakeSubjects();
    render(withAdmin(api.dataProvider, <SubjectSelect value={5} onChange={() => undefined} />));
    await waitFor(() => expect(api.calls()).toBe(1));
    api.answer(SUBJECTS);
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Asignatura' });
    await waitFor(() => expect(input.value).toBe('Biología (Bachillerato)'));
  });
});

function GroupsHarness({ onChange, initial = [] }: { onChange: (ids: number[]) => void; initial?: number[] }) {
  const [ids, setIds] = useState<number[]>(initial);
  return (
    <SubjectMultiSelectWithGroups
      value={ids}
      onChange={(next) => {
        onChange(next);
        setIds(next);
      }}
    />
  );
}

describe('SubjectMultiSelectWithGroups', () => {
  it('selects and deselects whole groups with tri-state boxes', async () => {
    const user = userEvent.setup();
    const api = fakeSubjects();
    const onChange = vi.fn();
    render(withAdmin(api.dataProvider, <GroupsHarness onChange={onChange} initial={[3]} />));
    await waitFor(() => expect(api.calls()).toBe(1));
    api.answer(SUBJECTS);

    const sciences = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Asignaturas de ciencias' });
    const letters = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Asignaturas de letras' });
    await waitFor(() => expect(sciences.dataset.indeterminate).toBe('true'));
    expect(sciences.checked).toBe(false);
    expect(letters.checked).toBe(false);
    expect(letters.dataset.indeterminate).toBe('false');

    await user.click(sciences);
    // Added in display-name order: Biología, Química.
    expect(onChange).toHaveBeenLastCalledWith([3, 5, 1]);
    expect(sciences.checked).toBe(true);
    expect(sciences.dataset.indeterminate).toBe('false');

    await user.click(letters);
    expect(onChange).toHaveBeenLastCalledWith([3, 5, 1, 4]);
    await user.click(sciences);
    expect(onChange).toHaveBeenLastCalledWith([4]);
    expect(sciences.checked).toBe(false);
    expect(letters.checked).toBe(true);
    // The remaining choice shows as a chip.
    expect(screen.getByText('Historia (Secundaria)')).toBeTruthy();
  });

  it('applies a box ticked before the list has arrived once it arrives', async () => {
    const user = userEvent.setup();
    const api = fakeSubjects();
    const onChange = vi.fn();
    render(withAdmin(api.dataProvider, <GroupsHarness onChange={onChange} />));
    await user.click(await screen.findByRole('checkbox', { name: 'Asignaturas de letras' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(api.calls()).toBe(1);
    api.answer(SUBJECTS);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([4]));
  });
});
