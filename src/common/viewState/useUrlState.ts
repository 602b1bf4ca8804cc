import { createParser, useQueryStates, type SingleParserBuilder } from 'nuqs';
import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ShownViews } from './shownViews';
import { sameValue, urlText, type UrlParam, type UrlParams, type ViewOf } from './urlParams';

interface UrlStateOptions {
  /** False keeps the values in the component only (a table among several on one screen). */
  inUrl?: boolean;
}

/** A view parameter as nuqs reads and writes it; defaults are applied here, when read. */
const parserOf = <T,>(param: UrlParam<T>): SingleParserBuilder<T> =>
  createParser<T>({ parse: (text) => param.parse(text), serialize: (value) => param.serialize(value), eq: (a, b) => sameValue(param, a, b) });

/**
 * A screen's view state in the URL's query string, through nuqs (ViewStateProvider): `params`
 * (keep them stable, module level or memoised) name each value's key, default and valid values.
 * Reload, a shared link and the back button show the same view; nonsense in the URL reads as
 * the defaults. A change shows at once and reaches the URL once the user pauses.
 *
 * A value the URL cannot hold (a day being typed) is held here while the URL has none for it,
 * until a value it can hold is chosen.
 */
export function useUrlState<P extends UrlParams>(params: P, { inUrl = true }: UrlStateOptions = {}) {
  const parsers = useMemo(
    () => (inUrl ? Object.fromEntries(Object.entries(params).map(([name, param]) => [name, parserOf(param)])) : {}),
    [params, inUrl],
  );
  const urlKeys = useMemo(() => Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.key])), [params]);
  const [inAddress, setAddress] = useQueryStates(parsers, { urlKeys });
  const [held, setHeld] = useState<Readonly<Record<string, unknown>>>({});

  const view = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(params)) {
      const address: unknown = inAddress[name] ?? null;
      values[name] = name in held && address === null ? held[name] : (address ?? param.fallback());
    }
    return values as ViewOf<P>;
  }, [params, inAddress, held]);

  const setView = useCallback(
    (patch: Partial<ViewOf<P>>) => {
      const toAddress: Record<string, unknown> = {};
      const toHold: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(patch)) {
        // A name the view does not know, whatever the record's type says.
        const param = params[name] as UrlParam<unknown> | undefined;
        if (!param) continue;
        const text = urlText(param, value);
        // null removes the key: the default, or a value the URL cannot hold.
        toAddress[name] = text === null ? null : value;
        if (!inUrl || (text === null && !sameValue(param, value, param.fallback()))) toHold[name] = value;
      }
      setHeld((current) => {
        const next = { ...current, ...toHold };
        for (const name of Object.keys(toAddress)) if (!(name in toHold)) delete next[name];
        return next;
      });
      if (inUrl) void setAddress(toAddress);
    },
    [params, inUrl, setAddress],
  );

  // ViewLink writes the values shown into the links it follows, even before the URL has them.
  const shown = useContext(ShownViews);
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });
  useLayoutEffect(() => {
    if (!shown || !inUrl) return undefined;
    const entry = { params, values: () => latest.current };
    shown.add(entry);
    return () => {
      shown.delete(entry);
    };
  }, [shown, params, inUrl]);

  return [view, setView] as const;
}
