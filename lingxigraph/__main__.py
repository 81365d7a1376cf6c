"""Command line: ``python -m lingxigraph draw module:attr``.

``draw`` imports ``module`` (a dotted module name, or a path to a ``.py``
file), takes ``attr`` (a dotted attribute path) and prints its drawing:

* a compiled graph is drawn as is;
* a ``StateGraph`` builder is compiled first;
* a function taking no arguments is called and its result drawn.

Examples::

    python -m lingxigraph draw my_app.graphs:graph
    python -m lingxigraph draw ./agent.py:builder --xray --format ascii -o graph.txt
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from collections.abc import Sequence
from typing import Any

__all__ = ("main",)


class CLIError(Exception):
    """A user-facing failure: printed without a traceback, exit code 1."""


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("lingxigraph")
    except Exception:
        return "unknown"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lingxigraph",
        description="lingxigraph command line tools.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.required = True

    draw = commands.add_parser(
        "draw",
        help="print a graph as Mermaid text or ASCII art",
        description=(
            "Import MODULE, take ATTR (a compiled graph, a StateGraph builder, or a "
            "function returning one) and print its drawing."
        ),
    )
    draw.add_argument("target", metavar="MODULE:ATTR", help="e.g. my_app.graphs:graph or ./agent.py:graph")
    draw.add_argument("--xray", action="store_true", help="draw the insides of subgraphs too")
    draw.add_argument(
        "--xray-depth",
        type=int,
        default=None,
        metavar="N",
        help="like --xray, but only N levels of subgraphs deep",
    )
    draw.add_argument(
        "--format",
        choices=("mermaid", "ascii"),
        default="mermaid",
        help="output format (default: mermaid)",
    )
    draw.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    return parser


def _import_module(spec: str) -> Any:
    if spec.endswith(".py") or os.sep in spec or (os.altsep and os.altsep in spec):
        path = os.path.abspath(spec)
        if not os.path.isfile(path):
            raise CLIError(f"no such file: {spec}")
        name = os.path.splitext(os.path.basename(path))[0]
        directory = os.path.dirname(path)
        if directory not in sys.path:
            sys.path.insert(0, directory)
        module_spec = importlib.util.spec_from_file_location(name, path)
        if module_spec is None or module_spec.loader is None:
            raise CLIError(f"cannot import {spec}")
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[name] = module
        module_spec.loader.exec_module(module)
        return module
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        return importlib.import_module(spec)
    except ModuleNotFoundError as exc:
        if exc.name and spec.split(".")[0] == exc.name.split(".")[0] or exc.name == spec:
            raise CLIError(f"cannot import module {spec!r}: {exc}") from exc
        raise


def _load(target: str) -> Any:
    module_spec, sep, attr = target.rpartition(":")
    if not sep or not module_spec or not attr:
        raise CLIError(f"expected MODULE:ATTR, got {target!r}")
    obj: Any = _import_module(module_spec)
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise CLIError(f"{module_spec!r} has no attribute {attr!r}") from None
    return obj


def _as_drawable(obj: Any, target: str) -> Any:
    for _ in range(3):
        if hasattr(obj, "get_graph"):
            return obj
        if hasattr(obj, "compile") and hasattr(obj, "add_node"):
            obj = obj.compile()
            continue
        if callable(obj):
            obj = obj()
            continue
        break
    raise CLIError(f"{target} is not a graph (expected a compiled graph, a StateGraph, or a function returning one)")


def _draw(args: argparse.Namespace) -> str:
    graph = _as_drawable(_load(args.target), args.target)
    xray: bool | int = args.xray_depth if args.xray_depth is not None else bool(args.xray)
    drawable = graph.get_graph(xray=xray)
    if args.format == "ascii":
        text = drawable.draw_ascii()
        return text if text.endswith("\n") else text + "\n"
    return drawable.draw_mermaid()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = _parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        if args.command == "draw":
            text = _draw(args)
        else:  # pragma: no cover - argparse rejects unknown commands
            parser.error(f"unknown command {args.command!r}")
            return 2
        if args.output:
            with open(args.output, "w", encoding="utf-8") as fh:
                fh.write(text)
        else:
            sys.stdout.write(text)
            sys.stdout.flush()
    except CLIError as exc:
        print(f"lingxigraph: error: {exc}", file=sys.stderr)
        return 1
    except (OSError, ValueError) as exc:
        print(f"lingxigraph: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
