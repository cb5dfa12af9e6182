"""Batch: every quotation in a document or a dataset, on one machine or a Dask cluster."""

from ._document import Quotation, quotations
from ._inputs import MAX_INPUT_BYTES, read_input
from ._jobs import BadLine, Job, load_sources, parse_jsonl
from ._run import BatchSummary, run_batch
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
