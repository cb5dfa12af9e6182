"""Print every realdocs table (see ``_table.py``) at the end of the pytest run."""

from __future__ import annotations

from typing import Any

from ._table import TABLES, format_table


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for title, rows in TABLES.items():
        if rows:
            terminalreporter.section(title)
            terminalreporter.write_line(format_table(rows))
