#!/usr/bin/env python3
"""Word count as a map-reduce graph, fanned out with ``Send``.

    python examples/map_reduce.py                       # the stdlib's own source
    python examples/map_reduce.py path/to/folder        # every text file below it
    python examples/map_reduce.py big.txt --chunk-kb 64 # one file, split in chunks

The graph is ``discover -> count_chunk (x N, in parallel) -> reduce``:

- ``discover`` lists the files (sorted, at most ``--max-files``) and cuts each
  into chunks of about ``--chunk-kb`` kilobytes, always at a line break;
- a conditional edge returns one ``Send("count_chunk", chunk)`` per chunk, so
  every chunk is counted by its own task in the same superstep;
- each ``count_chunk`` returns its own counts, which the ``counts`` key merges
  with its reducer (``Annotated[dict[str, int], merge_counts]``), and reports
  progress through ``get_stream_writer()``;
- ``reduce`` ranks the merged counts.

A token is a letter or underscore followed by letters, digits or underscores
(regex ``[^\\W\\d]\\w*``), case-folded. Files are read as UTF-8 (bad bytes
replaced); a file with a NUL byte in its first 8 KiB is skipped as binary.
"""

from __future__ import annotations

import argparse
import operator
import os
import re
import sys
import sysconfig
import time
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path
from typing import Annotated, Any, TypedDict

from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Send

TOKEN = re.compile(r"[^\W\d]\w*")
SKIP_DIRS = {"__pycache__", "site-packages", "dist-packages", "node_modules"}


def merge_counts(left: dict[str, int], right: dict[str, int]) -> dict[str, int]:
    """The reducer of ``counts``: adds two partial word counts (a new dict)."""
    merged = dict(left)
    for word, n in right.items():
        merged[word] = merged.get(word, 0) + n
    return merged


class WordCountState(TypedDict, total=False):
    # input
    root: str
    pattern: str
    max_files: int
    chunk_bytes: int
    top_n: int
    # written by discover
    chunks: list[dict[str, Any]]
    files: int
    skipped: list[str]
    # written by every count_chunk task, combined by the reducers
    counts: Annotated[dict[str, int], merge_counts]
    tokens: Annotated[int, operator.add]
    chunks_done: Annotated[int, operator.add]
    # written by reduce
    top: list[tuple[str, int]]
    distinct: int


class Chunk(TypedDict):
    """What one ``Send`` carries to one ``count_chunk`` task."""

    path: str
    label: str
    start: int
    stop: int
    index: int
    total: int


# --------------------------------------------------------------------------
# Nodes
# --------------------------------------------------------------------------


def discover(state: WordCountState) -> dict[str, Any]:
    root = Path(state["root"])
    write = get_stream_writer()
    files = list_files(root, state["pattern"], state["max_files"])
    write({"event": "listed", "files": len(files), "root": str(root)})
    chunks: list[dict[str, Any]] = []
    skipped: list[str] = []
    for path in files:
        label = path.name if path == root else path.relative_to(root).as_posix()
        data = path.read_bytes()
        if b"\0" in data[:8192]:
            skipped.append(label)
            continue
        bounds = split_at_lines(data, state["chunk_bytes"])
        for n, (start, stop) in enumerate(bounds):
            name = label if len(bounds) == 1 else f"{label} [part {n + 1}/{len(bounds)}]"
            chunks.append({"path": str(path), "label": name, "start": start, "stop": stop})
    for index, chunk in enumerate(chunks):
        chunk.update(index=index + 1, total=len(chunks))
    return {"chunks": chunks, "files": len(files) - len(skipped), "skipped": skipped}


def fan_out(state: WordCountState) -> list[Send] | str:
    """One ``Send`` per chunk; straight to ``reduce`` when there is nothing to count."""
    if not state["chunks"]:
        return "reduce"
    return [Send("count_chunk", chunk) for chunk in state["chunks"]]


def count_chunk(chunk: Chunk) -> dict[str, Any]:
    with open(chunk["path"], "rb") as f:
        f.seek(chunk["start"])
        text = f.read(chunk["stop"] - chunk["start"]).decode("utf-8", errors="replace")
    counts = Counter(TOKEN.findall(text.casefold()))
    tokens = sum(counts.values())
    get_stream_writer()({"event": "counted", "index": chunk["index"], "total": chunk["total"],
                         "label": chunk["label"], "tokens": tokens, "distinct": len(counts)})
    return {"counts": dict(counts), "tokens": tokens, "chunks_done": 1}


def reduce(state: WordCountState) -> dict[str, Any]:
    counts = state.get("counts", {})
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return {"top": ranked[: state["top_n"]], "distinct": len(counts)}


def build_graph():
    builder = StateGraph(WordCountState)
    builder.add_node("discover", discover)
    builder.add_node("count_chunk", count_chunk)
    builder.add_node("reduce", reduce)
    builder.add_edge(START, "discover")
    builder.add_conditional_edges("discover", fan_out, ["count_chunk", "reduce"])
    builder.add_edge("count_chunk", "reduce")
    builder.add_edge("reduce", END)
    return builder.compile()


# --------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------


def list_files(root: Path, pattern: str, max_files: int) -> list[Path]:
    """Files under ``root`` whose name matches ``pattern``, sorted by relative
    path, at most ``max_files``; skips hidden and package/cache folders."""
    if root.is_file():
        return [root]
    if not root.is_dir():
        raise SystemExit(f"no such file or folder: {root}")
    found: list[tuple[str, Path]] = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith(".")]
        for name in names:
            if not name.startswith(".") and fnmatch(name, pattern):
                path = Path(folder, name)
                if path.is_file():
                    found.append((path.relative_to(root).as_posix(), path))
    found.sort()
    return [path for _, path in found[:max_files]]


def split_at_lines(data: bytes, size: int) -> list[tuple[int, int]]:
    """(start, stop) byte ranges of about ``size`` bytes, each ending after a
    newline (or at the end), so no word is cut in two."""
    bounds, start = [], 0
    while start < len(data):
        stop = data.find(b"\n", start + size - 1)
        stop = len(data) if stop < 0 else stop + 1
        bounds.append((start, stop))
        start = stop
    return bounds or [(0, 0)]


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Word count over a folder or a file, as a map-reduce graph.")
    parser.add_argument("path", nargs="?", type=Path,
                        help="a folder of text/source files, or one text file "
                             "(default: the Python standard library's source folder)")
    parser.add_argument("--max-files", type=int, default=200, help="read at most this many files (default: 200)")
    parser.add_argument("--glob", default=None,
                        help="only file names matching this pattern (default: *.py for the stdlib, else *)")
    parser.add_argument("--chunk-kb", type=int, default=64, help="split files into chunks of about this size")
    parser.add_argument("--top", type=int, default=20, help="how many tokens to list (default: 20)")
    parser.add_argument("--verbose", action="store_true", help="also print every map task's update")
    args = parser.parse_args(argv)

    if args.path is None:
        root, pattern = Path(sysconfig.get_paths()["stdlib"]), args.glob or "*.py"
        print(f"No path given: counting the Python standard library's source in {root}")
    else:
        root, pattern = args.path, args.glob or "*"
    if args.max_files < 1 or args.chunk_kb < 1 or args.top < 1:
        parser.error("--max-files, --chunk-kb and --top must be positive")

    graph = build_graph()
    inputs = {"root": str(root), "pattern": pattern, "max_files": args.max_files,
              "chunk_bytes": args.chunk_kb * 1024, "top_n": args.top}
    began = time.perf_counter()
    counted = merged = tokens_so_far = 0
    total_chunks = 0
    final: dict[str, Any] = {}

    for mode, chunk in graph.stream(inputs, stream_mode=["updates", "custom"]):
        if mode == "custom":
            if chunk["event"] == "listed":
                print(f"discover: {chunk['files']} files matching {pattern!r} under {chunk['root']}")
            elif chunk["event"] == "counted":  # tasks finish in any order: number them as they do
                counted += 1
                width = len(str(chunk["total"]))
                print(f"  map {counted:>{width}}/{chunk['total']} done: {chunk['label']}: "
                      f"{chunk['tokens']:,} tokens, {chunk['distinct']:,} distinct")
            continue
        for node, update in chunk.items():
            if node == "discover":
                total_chunks = len(update["chunks"])
                skipped = f", {len(update['skipped'])} binary files skipped" if update["skipped"] else ""
                then = f"sending {total_chunks} map tasks" if total_chunks else "nothing to count"
                print(f"discover: {update['files']} files -> {total_chunks} chunks{skipped}; {then}")
            elif node == "count_chunk":
                merged += 1
                tokens_so_far += update["tokens"]
                if args.verbose:
                    print(f"  update: +{update['tokens']:,} tokens, {len(update['counts']):,} distinct")
                step = max(1, total_chunks // 4)
                if merged % step == 0 or merged == total_chunks:
                    print(f"  merged {merged}/{total_chunks} partial counts, {tokens_so_far:,} tokens so far")
            elif node == "reduce":
                final = update
                print(f"reduce: {update['distinct']:,} distinct tokens ranked")
    elapsed = time.perf_counter() - began

    top = final.get("top", [])
    total = tokens_so_far
    if not top:
        print(f"\nNo tokens found ({elapsed:.2f}s).")
        return 0
    print(f"\nTop {len(top)} tokens of {total:,} ({final['distinct']:,} distinct) "
          f"in {total_chunks} chunks, {elapsed:.2f}s:")
    print(f"  {'rank':>4}  {'token':<24} {'count':>10}  {'share':>6}")
    for rank, (word, n) in enumerate(top, 1):
        print(f"  {rank:>4}  {word:<24} {n:>10,}  {n / total:>6.2%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
