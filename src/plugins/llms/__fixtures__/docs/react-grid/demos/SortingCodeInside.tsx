// Holds a Markdown fence in a string, so the copy needs a longer fence around it.
const readme = ['```bash', 'npm install @mui/x-data-grid', '```'].join('\n');

export default function SortingCodeInside() {
  return <pre>{readme}</pre>;
}
