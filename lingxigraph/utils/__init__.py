"""Old import paths kept for programs written against ``langgraph.utils``."""
