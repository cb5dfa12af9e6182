"""Tables printed at the end of a realdocs run (by pytest's terminal summary or a script).

Generic on purpose: any realdocs test appends rows (column name -> value) under a table
title with :func:`add_row`; ``conftest.py`` prints every table collected in the session.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

__all__ = ["TABLES", "add_row", "format_table"]

#: Table title -> rows, in the order they were added.
TABLES: dict[str, list[dict[str, str]]] = {}


def add_row(table: str, row: Mapping[str, object]) -> None:
    """Add ``row`` to ``table`` (a row replaces an earlier one with the same first cell)."""
    rows = TABLES.setdefault(table, [])
    cells = {str(k): str(v) for k, v in row.items()}
    first = next(iter(cells.values()), None)
    rows[:] = [r for r in rows if next(iter(r.values()), None) != first]
    rows.append(cells)


def format_table(rows: Sequence[Mapping[str, str]]) -> str:
    """Rows as a plain-text table: the union of their columns, numbers right-aligned."""
    columns: list[str] = []
    for row in rows:
        columns.extend(c for c in row if c not in columns)
    widths = {c: max(len(c), *(len(r.get(c, "")) for r in rows)) for c in columns}

    def cell(column: str, value: str) -> str:
        numeric = value[:1].isdigit() or (value[:1] in "-." and value[1:2].isdigit())
        return value.rjust(widths[column]) if numeric else value.ljust(widths[column])

    lines = ["  ".join(c.ljust(widths[c]) for c in columns).rstrip()]
    lines.append("  ".join("-" * widths[c] for c in columns))
    for row in rows:
        lines.append("  ".join(cell(c, row.get(c, "")) for c in columns).rstrip())
    return "\n".join(lines)
