"""Which kinds of source a face reads: decided in one place, refused with one code.

A command on one's own machine reads anything; an HTTP service must not read its
host's files for whoever can reach it, and may be told not to fetch URLs; a remote MCP
server is an HTTP service. Every face builds its :class:`AccessPolicy` from its
configuration and every source goes through :meth:`AccessPolicy.check` before it is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import ErrorCode, InputError
from ._spec import SourceKind, SourceSpec

__all__ = ["LOCAL", "AccessPolicy"]


@dataclass(frozen=True, slots=True)
class AccessPolicy:
    """The source kinds a face reads (see :class:`SourceKind`)."""

    kinds: frozenset[SourceKind]

    @classmethod
    def service(cls, *, urls: bool = True, paths: bool = False) -> AccessPolicy:
        """A network service's policy: text, uploads and snapshots always; URLs unless
        turned off; local paths only when the operator turns them on."""
        kinds = {SourceKind.TEXT, SourceKind.UPLOAD, SourceKind.SNAPSHOT}
        if urls:
            kinds.add(SourceKind.URL)
        if paths:
            kinds.add(SourceKind.PATH)
        return cls(frozenset(kinds))

    def allows(self, kind: SourceKind) -> bool:
        """True when this face reads sources of ``kind``."""
        return kind in self.kinds

    def check(self, spec: SourceSpec) -> None:
        """Raise ``source_kind_not_allowed`` (at the spec's pointer) unless allowed."""
        if spec.kind not in self.kinds:
            allowed = ", ".join(sorted(k.value for k in self.kinds))
            raise InputError(
                f"this service does not read a {spec.kind.value} source; it reads: {allowed}",
                path=spec.pointer,
                code=ErrorCode.SOURCE_KIND_NOT_ALLOWED,
            )


#: Everything: the CLI, batch and a local MCP server on one's own machine.
LOCAL = AccessPolicy(frozenset(SourceKind))
