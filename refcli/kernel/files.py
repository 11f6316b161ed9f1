"""Reading a file a user names, within bounds: a ruleset, an export.

Opened without blocking and checked before anything is read: a FIFO (or a device) named as a file would
otherwise wait, or stream, forever; and no more than one byte past the limit is ever read, so a file too
large is known without holding it.
"""

from __future__ import annotations

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the name below is for annotations
if TYPE_CHECKING:
    from typing import BinaryIO


class NotRegularFile(OSError):
    """The path names a FIFO, a device or a folder, not a regular file."""


def read_regular(path: str, limit: int) -> bytes:
    """A regular file's bytes, at most ``limit`` + 1 of them (more than ``limit``: the caller's "too large").
    Raises NotRegularFile, or the OSError of the open or the read."""
    import os
    import stat
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(f"{path} is not a regular file")
        if info.st_size > limit:
            return os.read(fd, limit + 1)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def open_regular(path: str) -> BinaryIO:
    """A regular file opened for reading bytes (a FIFO or a device refused as ``read_regular`` refuses it), for
    a caller that reads it a line at a time. Raises NotRegularFile, or the OSError of the open."""
    import os
    import stat
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(f"{path} is not a regular file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
