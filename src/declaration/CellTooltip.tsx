import { Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

const LIST_STYLE = { margin: 0, paddingLeft: 16 };
// Underlined with dots, as a text with more to say; the focus ring shows where the keyboard is.
const TARGET_STYLE = { textDecoration: 'underline dotted', cursor: 'help' };

/**
 * A cell's content with lines of text in a tooltip: shown on hover and on keyboard focus (the
 * content can be tabbed to), and read as the content's description while it shows.
 */
export default function CellTooltip({ lines, children }: { lines: readonly string[]; children: ReactNode }) {
  return (
    <Tooltip
      describeChild
      title={
        <ul style={LIST_STYLE}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      }
    >
      <span tabIndex={0} style={TARGET_STYLE}>
        {children}
      </span>
    </Tooltip>
  );
}
