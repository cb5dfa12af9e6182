"""Batch: every quotation in a document or a dataset, on one machine or a Dask cluster.

What lives here: reading the input (JSON Lines of citations, or a document whose
quotations the shared scanner finds: ``_inputs``, ``_jobs``, ``_document``), planning
(``_plan``: groups by source, partitions), the unit of work (``_work``), where it runs
(``_executors``: this process, a process pool, Dask), the resumable, locked output
(``_output``) written in input order (``_writer``), and the counts (``_summary``).
What does not: finding quotations (:mod:`citeproof.quotations`), checking JSON
(:mod:`citeproof.contracts`), reading and checking sources (:mod:`citeproof.service`),
the command line (:mod:`citeproof.cli`).
"""

from ._document import Quotation, quotations
from ._inputs import MAX_INPUT_BYTES, read_input
from ._jobs import BadLine, Job, load_sources, parse_jsonl
from ._run import run_batch
from ._summary import BatchSummary
from ._work import WorkerOptions

__all__ = [
    "MAX_INPUT_BYTES",
    "BadLine",
    "BatchSummary",
    "Job",
    "Quotation",
    "WorkerOptions",
    "load_sources",
    "parse_jsonl",
    "quotations",
    "read_input",
    "run_batch",
]
