/** Spec 01 §9: selector popups are at most 40vh tall. One place for every select's menu. */
export const SELECTOR_MAX_HEIGHT = '40vh';

export const SELECT_MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: SELECTOR_MAX_HEIGHT } } } };
