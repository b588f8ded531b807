/**
 * The drawings of the dashboard's charts, with recharts: horizontal bars, each labelled directly
 * with its group and its count (and, for shares, its share of the whole), so that nothing is
 * told by colour alone. A chart is drawn at once, counts included: animated, its bars grew for
 * 400 ms with a render every frame, and their counts came only after. Every group keeps its
 * label (`interval={0}`), so recharts does not measure the labels one by one to drop those that
 * would crowd. A group counted zero keeps its "0", beside no bar (`CountBar`). This is the only
 * module that imports recharts, and ChartCard loads it on demand (React.lazy), so neither the
 * login bundle nor the dashboard's first paint carries the library.
 * The drawing is hidden from assistive technology (no keyboard layer, no role): ChartCard puts a
 * table with the same figures beside it.
 */
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, LabelList, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarShapeProps } from 'recharts';
import { useTranslate } from 'react-admin';
import { barLabels, chartHeight } from './chartRows';
import type { ChartKind, ChartRow } from './chartRows';
import { useNumberFormats } from './numberFormat';

/**
 * A bar as recharts draws it by default. Named as the bar's shape, it keeps a group counted zero
 * in the chart: recharts leaves out a bar of no width unless a shape of one's own is given, and
 * the bar's count label went with it; Rectangle itself draws nothing for no width.
 */
function CountBar(props: BarShapeProps) {
  return <Rectangle {...props} />;
}

export function CountChart({ kind, rows }: { kind: ChartKind; rows: readonly ChartRow[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const formats = useNumberFormats();
  const labels = barLabels(kind, rows, formats);
  const bars = rows.map((row, index) => ({ ...row, text: labels[index] }));
  return (
    <BarChart
      layout="vertical"
      data={bars}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: chartHeight(rows.length) }}
      margin={{ top: 8, right: kind === 'shareBars' ? 104 : 56, bottom: 8, left: 8 }}
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis
        type="category"
        dataKey="label"
        width="auto"
        interval={0}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip
        // "Liczba: 15", not recharts' "Liczba : 15".
        separator=": "
        formatter={(value) => formats.count(Number(value))}
        labelFormatter={(label, payload) => payload[0]?.payload.name ?? label}
        cursor={{ fill: theme.palette.action.hover }}
      />
      <Bar
        dataKey="count"
        name={translate('dashboard.count')}
        fill={theme.palette.primary.main}
        maxBarSize={24}
        isAnimationActive={false}
        shape={CountBar}
      >
        <LabelList dataKey="text" position="right" fill={theme.palette.text.primary} />
      </Bar>
    </BarChart>
  );
}
