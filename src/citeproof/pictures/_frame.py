"""Pure geometry: how a page's user space (PDF points, y up) maps to its picture's pixels.

No PDFium and no Pillow here: a :class:`Frame` is the visible box, the page's ``/Rotate``
and the picture's size, and maps points and boxes to pixels exactly as PDFium lays the
page out when it renders it (like pdfplumber's ``utils/geometry``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["Frame"]


@dataclass(frozen=True, slots=True)
class Frame:
    """How a page's user space maps to the pixels of its picture."""

    left: float
    bottom: float
    width: float  # the visible box, unrotated, in points
    height: float
    rotation: int  # /Rotate, clockwise degrees
    pixels_x: int
    pixels_y: int

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Pixel coordinates (x right, y down) of user-space point ``x, y``."""
        u = (x - self.left) / self.width
        v = (y - self.bottom) / self.height
        if self.rotation == 90:
            fx, fy = v, u
        elif self.rotation == 180:
            fx, fy = 1 - u, v
        elif self.rotation == 270:
            fx, fy = 1 - v, 1 - u
        else:
            fx, fy = u, 1 - v
        return fx * self.pixels_x, fy * self.pixels_y

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int]:
        """The pixel rectangle (left, top, right, bottom) covering a user-space box."""
        ax, ay = self.point(x0, y0)
        bx, by = self.point(x1, y1)

        def clamp(value: float, most: int) -> float:
            return min(max(value, -8.0), most + 8.0)  # off the page: drawn at its edge

        return (
            math.floor(clamp(min(ax, bx), self.pixels_x)),
            math.floor(clamp(min(ay, by), self.pixels_y)),
            math.ceil(clamp(max(ax, bx), self.pixels_x)),
            math.ceil(clamp(max(ay, by), self.pixels_y)),
        )

    @property
    def turned(self) -> bool:
        """True when the page is a quarter turn round: its lines of text run down the picture."""
        return self.rotation % 180 == 90
