import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { drawCell } from './draw-cell.tsx';

interface Stay {
  id: number;
  guest: string;
  nights: number | null;
  paid: boolean;
}
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Stay>();
const columns = helper.columns([
  helper.accessor('guest', { header: 'Guest', cell: (c) => <strong>{c.getValue()}</strong> }),
  helper.accessor('nights', { header: 'Nights' }),
  helper.accessor((s) => (s.paid ? 'yes' : 'no'), { id: 'paid', header: 'Paid' }),
  helper.display({ id: 'link', header: 'Open', cell: (c) => <a href={`/stay/${c.row.original.id}`}>#{c.row.index}</a> }),
]);
const rows: Stay[] = [
  { id: 7, guest: 'Ana <&>', nights: 3, paid: true },
  { id: 9, guest: 'Bo', nights: null, paid: false },
];

function Both(props: { fast: boolean }) {
  const table = useTable({ features, columns, data: rows });
  const leaf = table.getAllLeafColumns();
  return (
    <table>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {props.fast
              ? leaf.map((column) => <td key={column.id}>{drawCell(table, column, row)}</td>)
              : row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('drawCell', () => {
  it('draws what FlexRender over getAllCells draws: custom cells, default cells, accessor functions, display columns, empty values', () => {
    const html = renderToString(<Both fast />);
    expect(html).toBe(renderToString(<Both fast={false} />));
    expect(html).toContain('<td><strong>Ana &lt;&amp;&gt;</strong></td><td>3</td><td>yes</td><td><a href="/stay/7">#<!-- -->0</a></td>');
    expect(html).toContain('<td><strong>Bo</strong></td><td></td><td>no</td>');
  });
});
