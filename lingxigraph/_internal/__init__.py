"""Private building blocks; nothing here is public API."""
