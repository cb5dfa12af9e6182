"""Tests on real public documents fetched from package sources (not committed)."""
