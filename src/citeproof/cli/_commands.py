"""The registry of subcommands (each module registers one)."""

from __future__ import annotations

import argparse
from typing import Protocol


class Command(Protocol):
    """A subcommand: adds its parser, whose ``run`` default returns an exit status."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add this command's subparser."""


COMMANDS: list[Command] = []
