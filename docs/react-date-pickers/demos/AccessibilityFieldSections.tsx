import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

interface SectionInfo {
  name: string;
  text: string;
  now: string;
}

export default function AccessibilityFieldSections() {
  const fieldRef = useRef<HTMLDivElement>(null);
  const [sections, setSections] = useState<SectionInfo[]>([]);

  // Read what assistive technologies get from each section of the field.
  useEffect(() => {
    const root = fieldRef.current;
    if (!root) {
      return undefined;
    }
    const read = () =>
      setSections(
        Array.from(root.querySelectorAll<HTMLElement>('[role="spinbutton"]'), (node) => ({
          name: node.getAttribute('aria-label') ?? '',
          text: node.getAttribute('aria-valuetext') ?? '—',
          now: node.getAttribute('aria-valuenow') ?? '—',
        })),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-valuetext', 'aria-valuenow'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          ref={fieldRef}
          label="Departure"
          format="MMMM D, YYYY hh:mm A"
          defaultValue={dayjs('2025-04-17T08:45')}
        />
        <Table size="small" aria-label="Field sections as exposed to screen readers">
          <TableHead>
            <TableRow>
              <TableCell>aria-label</TableCell>
              <TableCell>aria-valuetext</TableCell>
              <TableCell>aria-valuenow</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.map((section) => (
              <TableRow key={section.name}>
                <TableCell>{section.name}</TableCell>
                <TableCell>{section.text}</TableCell>
                <TableCell>{section.now}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
