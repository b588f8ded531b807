/**
 * The drawings of the dashboard's charts, with recharts: horizontal bars with their counts, or a
 * donut of shares with a legend. This is the only module that imports recharts, and ChartCard
 * loads it on demand (React.lazy), so neither the login bundle nor the dashboard's first paint
 * carries the library. The drawing is hidden from assistive technology (no keyboard layer, no
 * role): ChartCard puts a table with the same figures beside it.
 */
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, LabelList, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { chartHeight, totalOf } from './chartRows';
import type { ChartKind, ChartRow } from './chartRows';
import { useNumberFormats } from './numberFormat';

/** Hues a golden angle apart: neighbouring slices differ however many there are. */
const sliceColor = (index: number) => `hsl(${Math.round((210 + index * 137.5) % 360)} 60% 45%)`;

function CountBars({ rows }: { rows: readonly ChartRow[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const { count } = useNumberFormats();
  const formatCount = (value: unknown) => count(Number(value));
  return (
    <BarChart
      layout="vertical"
      data={[...rows]}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: chartHeight('bars', rows.length) }}
      margin={{ top: 8, right: 56, bottom: 8, left: 8 }}
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis type="category" dataKey="label" width="auto" tickLine={false} axisLine={false} />
      <Tooltip formatter={formatCount} cursor={{ fill: theme.palette.action.hover }} />
      <Bar
        dataKey="count"
        name={translate('dashboard.count')}
        fill={theme.palette.primary.main}
        maxBarSize={24}
      >
        <LabelList
          dataKey="count"
          position="right"
          formatter={formatCount}
          fill={theme.palette.text.primary}
        />
      </Bar>
    </BarChart>
  );
}

function ShareDonut({ rows }: { rows: readonly ChartRow[] }) {
  const theme = useTheme();
  const { count, share } = useNumberFormats();
  const total = totalOf(rows);
  const slices = rows.map((row, index) => ({
    ...row,
    name: row.name ?? row.label,
    fill: sliceColor(index),
  }));
  // The legend names each slice by its code; the tooltip and the table give the whole name.
  const legendOf = new Map(
    rows.map((row) => [row.name ?? row.label, `${row.label} ${share(row.count / total)}`]),
  );
  return (
    <PieChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: chartHeight('donut', rows.length) }}
    >
      <Pie
        data={slices}
        dataKey="count"
        nameKey="name"
        innerRadius="50%"
        outerRadius="80%"
        paddingAngle={1}
        // recharts makes a pie a Tab stop of its own even without the keyboard layer.
        rootTabIndex={-1}
      />
      <Tooltip formatter={(value) => count(Number(value))} />
      <Legend
        formatter={(label: string) => (
          <span style={{ color: theme.palette.text.primary }}>{legendOf.get(label)}</span>
        )}
      />
    </PieChart>
  );
}

export function CountChart({ kind, rows }: { kind: ChartKind; rows: readonly ChartRow[] }) {
  return kind === 'donut' ? <ShareDonut rows={rows} /> : <CountBars rows={rows} />;
}
