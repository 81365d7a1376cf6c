#!/usr/bin/env python3
"""Support-ticket triage with a human in the loop.

Every ticket of ``examples/data/tickets.jsonl`` (a fictional invoicing SaaS,
"Tallyhive") runs through a small graph, on its own thread of an
``InMemorySaver``:

    classify -> propose -> (review) -> execute

``classify`` files the ticket under a category with keyword rules,
``propose`` picks an action (refund, credit, escalate, auto-reply, ...) and
says whether it is risky. Risky actions go to ``review``, which calls
``interrupt()``: the run stops there and its state waits in the checkpointer.
Refunds and credits of $1,000 or more need a second sign-off, a second
``interrupt()`` in the same node.

The script works in two passes, like a real support desk:

1. triage: every ticket runs until it finishes or pauses for approval;
2. approval queue: each paused thread is read back from the checkpointer
   (``get_state``) and resumed with ``Command(resume=decision)`` until done.

With ``--auto-approve`` every request is approved without asking; otherwise
the script asks on standard input (``y``, ``n``, or a new dollar amount to
approve a smaller refund or credit).

    python examples/ticket_approval.py --auto-approve
    python examples/ticket_approval.py                 # you are the reviewer
"""

from __future__ import annotations

import argparse
import json
import operator
import re
import sys
from pathlib import Path
from typing import Annotated, Any, Callable, TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, interrupt

DEFAULT_TICKETS = Path(__file__).resolve().parent / "data" / "tickets.jsonl"

GOODWILL_LIMIT = 50.00  # refunds and credits up to this go out without review
FINANCE_LIMIT = 1000.00  # from this amount on, finance must sign off as well

# Classification rules: the first category whose pattern matches the
# subject or body wins, so the order matters (a refund request that mentions
# an outage is still a refund request).
RULES: list[tuple[str, re.Pattern[str]]] = [
    ("abuse", re.compile(
        r"phishing|\bspam\b(?! folder)|fraudulent|impersonat|harass|abusive|abusing|malware|\bscam")),
    ("refund", re.compile(r"\brefund")),
    ("outage", re.compile(
        r"outage|\bdown\b|\b50\d\b|timeout|timing out|not loading|unavailable|degraded")),
    ("account_access", re.compile(
        r"password|locked out|\blog ?in\b|sign in|\b2fa\b|two-factor|\bmfa\b|account owner|owner account")),
    ("feature_request", re.compile(
        r"feature|would be great|would love|please add|add support|roadmap|please consider|integration")),
    ("billing", re.compile(
        r"charged|\bcharges?\b|overcharg|dispute|late fee|invoice|billing|\bvat\b|credit")),
]
IDENTITY_CHANGE = re.compile(r"\b2fa\b|two-factor|\bmfa\b|owner")
WHOLE_CUSTOMER = re.compile(r"everyone|\bevery\b|\ball\b|whole")
DOLLARS = re.compile(r"\$\s?(\d[\d,]*(?:\.\d{1,2})?)")


# --------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------


class TicketState(TypedDict, total=False):
    ticket: dict[str, str]  # the ticket as read from the JSONL file
    category: str
    priority: str
    action: dict[str, Any]  # what we propose to do: {"kind": ..., "amount": ..., ...}
    risks: list[str]  # why a human must approve; empty when the action is safe
    reviews: Annotated[list[dict[str, Any]], operator.add]  # audit trail
    decision: str  # "approved" | "rejected" | "automatic"
    outcome: str


# --------------------------------------------------------------------------
# Nodes
# --------------------------------------------------------------------------


def classify(state: TicketState) -> dict[str, Any]:
    ticket = state["ticket"]
    text = f"{ticket['subject']}\n{ticket['body']}".lower()
    category, keyword = "general", None
    for name, pattern in RULES:
        match = pattern.search(text)
        if match:
            category, keyword = name, match.group(0)
            break
    amount = _last_amount(ticket["body"])
    if category == "outage":
        priority = "urgent"
    elif category == "abuse" or (amount or 0) >= FINANCE_LIMIT:
        priority = "high"
    elif category == "feature_request":
        priority = "low"
    else:
        priority = "normal"
    why = f"keyword {keyword!r}" if keyword else "no rule matched"
    get_stream_writer()({"ticket": ticket["id"], "note": f"classified as {category} ({why})"})
    return {"category": category, "priority": priority}


def propose(state: TicketState) -> dict[str, Any]:
    ticket, category = state["ticket"], state["category"]
    text = f"{ticket['subject']}\n{ticket['body']}".lower()
    amount = _last_amount(ticket["body"])
    risks: list[str] = []

    if category in ("refund", "billing") and amount is not None:
        kind = "refund" if category == "refund" else "credit"
        action = {"kind": kind, "amount": amount, "team": "billing"}
        if amount > GOODWILL_LIMIT:
            risks.append(f"{kind} of {_usd(amount)} is over the {_usd(GOODWILL_LIMIT)} goodwill limit")
        if amount >= FINANCE_LIMIT:
            risks.append(f"{_usd(FINANCE_LIMIT)} or more also needs finance sign-off")
    elif category in ("refund", "billing"):
        action = {"kind": "route", "team": "billing", "template": "billing-ack"}
    elif category == "outage":
        severity = "P1" if WHOLE_CUSTOMER.search(text) else "P2"
        action = {"kind": "escalate", "team": "on-call SRE", "severity": severity, "template": "incident-ack"}
    elif category == "account_access" and IDENTITY_CHANGE.search(text):
        action = {"kind": "identity_change", "team": "trust & safety", "template": "identity-check"}
        risks.append("changes who controls the account (takeover risk)")
    elif category == "account_access":
        action = {"kind": "auto_reply", "team": "support", "template": "password-reset-link"}
    elif category == "abuse":
        action = {"kind": "suspend_workspace", "team": "trust & safety", "template": "abuse-ack"}
        risks.append("suspends a workspace, which stops its owner's billing")
    elif category == "feature_request":
        action = {"kind": "auto_reply", "team": "product", "template": "feature-logged"}
    else:
        action = {"kind": "auto_reply", "team": "support", "template": "acknowledge"}
    return {"action": action, "risks": risks}


def needs_review(state: TicketState) -> str:
    return "review" if state["risks"] else "execute"


def review(state: TicketState) -> dict[str, Any]:
    """Ask a human. The node stops at ``interrupt()`` until the thread is
    resumed with ``Command(resume=answer)``; on resume it runs again from the
    top and each ``interrupt()`` call returns its answer, in order."""
    ticket, action = state["ticket"], dict(state["action"])
    request = {
        "ticket": ticket["id"],
        "customer": ticket["customer"],
        "subject": ticket["subject"],
        "action": action,
        "risks": state["risks"],
        "step": "support lead approval",
    }
    first = _normalise(interrupt(request))
    reviews = [{"step": request["step"], **first}]
    if first["approved"]:
        _amend(action, first)
    if first["approved"] and action.get("amount", 0) >= FINANCE_LIMIT:
        risks = [f"approved by the support lead; {_usd(action['amount'])} is "
                 f"{_usd(FINANCE_LIMIT)} or more, so finance signs off too"]
        second = _normalise(interrupt({**request, "action": action, "risks": risks,
                                       "step": "finance sign-off"}))
        reviews.append({"step": "finance sign-off", **second})
        if second["approved"]:
            _amend(action, second)
    approved = all(r["approved"] for r in reviews)
    return {"decision": "approved" if approved else "rejected", "action": action, "reviews": reviews}


def execute(state: TicketState) -> dict[str, Any]:
    ticket, action = state["ticket"], state["action"]
    decision = state.get("decision", "automatic")
    write = get_stream_writer()
    customer = ticket["customer"]
    if decision == "rejected":
        outcome = f"not done: {action['team']} follows up by hand"
        write({"ticket": ticket["id"], "note": f"reply queued: 'we are looking into this' to {customer}"})
        return {"decision": decision, "outcome": outcome}

    kind = action["kind"]
    if kind in ("refund", "credit"):
        amount = _usd(action["amount"])
        write({"ticket": ticket["id"],
               "note": f"billing API: {kind} {amount} for {customer} (idempotency key {ticket['id']}-{kind})"})
        outcome = f"{kind} {amount} issued"
    elif kind == "escalate":
        write({"ticket": ticket["id"], "note": f"paging {action['team']}, severity {action['severity']}"})
        outcome = f"escalated to {action['team']} as {action['severity']}"
    elif kind == "suspend_workspace":
        write({"ticket": ticket["id"], "note": "workspace suspended pending investigation"})
        outcome = "reported workspace suspended"
    elif kind == "identity_change":
        write({"ticket": ticket["id"], "note": "identity check e-mail sent to the workspace's billing contact"})
        outcome = "identity verification started"
    elif kind == "route":
        outcome = f"routed to the {action['team']} queue"
    else:
        outcome = f"auto-reply '{action['template']}' sent"
    if "template" in action:
        write({"ticket": ticket["id"], "note": f"reply '{action['template']}' sent to {customer}"})
    return {"decision": decision, "outcome": outcome}


def build_graph(checkpointer: InMemorySaver):
    builder = StateGraph(TicketState)
    builder.add_node("classify", classify)
    builder.add_node("propose", propose)
    builder.add_node("review", review)
    builder.add_node("execute", execute)
    builder.add_edge(START, "classify")
    builder.add_edge("classify", "propose")
    builder.add_conditional_edges("propose", needs_review, ["review", "execute"])
    builder.add_edge("review", "execute")
    builder.add_edge("execute", END)
    return builder.compile(checkpointer=checkpointer)


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def _last_amount(text: str) -> float | None:
    """The last dollar amount in the text (customers tend to end with what they ask for)."""
    found = DOLLARS.findall(text)
    return float(found[-1].replace(",", "")) if found else None


def _amend(action: dict[str, Any], answer: dict[str, Any]) -> None:
    """A reviewer may approve a different amount than the one proposed."""
    if "amount" in action and answer.get("amount") is not None and answer["amount"] != action["amount"]:
        action.setdefault("requested", action["amount"])
        action["amount"] = answer["amount"]


def _usd(amount: float) -> str:
    return f"${amount:,.2f}"


def _normalise(answer: Any) -> dict[str, Any]:
    """Accept True/False, 'y'/'n', or {"approved": ..., "amount": ..., "reviewer": ...}."""
    if isinstance(answer, dict):
        out = {"approved": bool(answer.get("approved")), "reviewer": answer.get("reviewer", "unknown")}
        if answer.get("amount") is not None:
            out["amount"] = float(answer["amount"])
        return out
    if isinstance(answer, str):
        return {"approved": answer.strip().lower() in ("y", "yes", "approve", "approved"), "reviewer": "unknown"}
    return {"approved": bool(answer), "reviewer": "unknown"}


def load_tickets(path: Path) -> list[dict[str, str]]:
    tickets = []
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                ticket = json.loads(line)
                missing = {"id", "customer", "subject", "body", "created_at"} - ticket.keys()
                if missing:
                    raise SystemExit(f"{path}:{number}: ticket lacks {', '.join(sorted(missing))}")
                tickets.append(ticket)
    return tickets


def thread(ticket: dict[str, str]) -> dict[str, Any]:
    return {"configurable": {"thread_id": f"ticket-{ticket['id']}"}}


def pending_interrupts(graph: Any, config: dict[str, Any]) -> list[Any]:
    snapshot = graph.get_state(config)
    return [i for task in snapshot.tasks for i in task.interrupts]


# --------------------------------------------------------------------------
# Reviewers: who answers an interrupt
# --------------------------------------------------------------------------


def auto_reviewer(request: dict[str, Any]) -> dict[str, Any]:
    print(f"    auto-approve: {request['step']} granted")
    return {"approved": True, "reviewer": "auto-approve"}


def stdin_reviewer(request: dict[str, Any]) -> dict[str, Any]:
    action = request["action"]
    has_amount = "amount" in action
    print(f"    {request['step'].upper()} for {request['ticket']} ({request['customer']}): {request['subject']}")
    print(f"    proposed: {_describe(action)}")
    for risk in request["risks"]:
        print(f"    risk: {risk}")
    hint = "y = approve, n = reject" + (", or a dollar amount to approve instead" if has_amount else "")
    while True:
        print(f"    decision? [{hint}]: ", end="", flush=True)
        line = sys.stdin.readline()
        if line and not sys.stdin.isatty():
            print(line.strip())  # echo piped answers so the transcript reads well
        if not line:
            raise SystemExit("\nstandard input closed before every ticket was reviewed; "
                             "answer the prompts or rerun with --auto-approve")
        answer = line.strip().lower()
        if answer in ("y", "yes"):
            return {"approved": True, "reviewer": "stdin"}
        if answer in ("n", "no"):
            return {"approved": False, "reviewer": "stdin"}
        if has_amount:
            try:
                amount = float(answer.lstrip("$").replace(",", ""))
            except ValueError:
                amount = -1.0
            if amount >= 0:
                return {"approved": True, "reviewer": "stdin", "amount": amount}
        print(f"    please answer {hint}")


# --------------------------------------------------------------------------
# Printing
# --------------------------------------------------------------------------


def _describe(action: dict[str, Any]) -> str:
    kind = action["kind"]
    if "requested" in action:
        return f"{kind} {_usd(action['amount'])} (asked {_usd(action['requested'])})"
    if "amount" in action:
        return f"{kind} {_usd(action['amount'])}"
    if kind == "escalate":
        return f"escalate to {action['team']} ({action['severity']})"
    if kind == "auto_reply":
        return f"auto-reply '{action['template']}'"
    return f"{_short(action)} ({action['team']})"


def _short(action: dict[str, Any]) -> str:
    kind = action["kind"]
    if "amount" in action:
        return f"{kind} {_usd(action['amount'])}"
    return {"escalate": f"escalate {action.get('severity')}", "auto_reply": "auto-reply",
            "suspend_workspace": "suspend workspace", "identity_change": "identity check",
            "route": f"route to {action['team']}"}.get(kind, kind)


def show_event(ticket_id: str, mode: str, chunk: Any) -> None:
    if mode == "custom":
        print(f"      ~ {chunk['note']}")
        return
    for node, update in chunk.items():
        if node == "__interrupt__":
            for item in update:
                request = item.value
                print(f"  [{ticket_id}] PAUSED: waiting for {request['step']} of {_describe(request['action'])}")
            continue
        update = update or {}
        if node == "classify":
            detail = f"category={update['category']} priority={update['priority']}"
        elif node == "propose":
            detail = _describe(update["action"])
            detail += f" -- needs approval: {'; '.join(update['risks'])}" if update["risks"] else " -- safe, no approval needed"
        elif node == "review":
            trail = ", ".join(f"{r['step']}: {'yes' if r['approved'] else 'no'} ({r['reviewer']})"
                              for r in update["reviews"])
            detail = f"{update['decision']} [{trail}]"
        elif node == "execute":
            detail = update["outcome"]
        else:
            detail = repr(update)
        print(f"  [{ticket_id}] {node}: {detail}")


def run(graph: Any, payload: Any, config: dict[str, Any], ticket_id: str) -> None:
    for mode, chunk in graph.stream(payload, config, stream_mode=["updates", "custom"]):
        show_event(ticket_id, mode, chunk)


def print_final(states: list[dict[str, Any]]) -> dict[str, Any]:
    print("\nFinal state of every ticket:")
    header = f"  {'ticket':<9} {'customer':<30} {'category':<16} {'proposed':<18} {'decision':<10} outcome"
    print(header)
    print("  " + "-" * (len(header) + 10))
    for s in states:
        print(f"  {s['ticket']['id']:<9} {s['ticket']['customer'][:30]:<30} {s['category']:<16} "
              f"{_short(s['action']):<18} {s['decision']:<10} {s['outcome']}")
    counts = {d: sum(s["decision"] == d for s in states) for d in ("approved", "rejected", "automatic")}
    money = sum(s["action"]["amount"] for s in states
                if s["action"]["kind"] in ("refund", "credit") and s["decision"] != "rejected")
    resumes = sum(len(s.get("reviews", [])) for s in states)
    print(f"\nSummary: {len(states)} tickets | {counts['approved'] + counts['rejected']} needed approval: "
          f"{counts['approved']} approved, {counts['rejected']} rejected | "
          f"{counts['automatic']} handled automatically | {resumes} interrupts resumed | "
          f"refunds and credits issued: {_usd(money)}")
    return {**counts, "money": money, "resumes": resumes}


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--auto-approve", action="store_true",
                        help="approve every risky action without asking (runs unattended)")
    parser.add_argument("--tickets", type=Path, default=DEFAULT_TICKETS,
                        help="JSONL file of tickets (default: %(default)s)")
    args = parser.parse_args(argv)
    reviewer: Callable[[dict[str, Any]], dict[str, Any]] = (
        auto_reviewer if args.auto_approve else stdin_reviewer)

    tickets = load_tickets(args.tickets)
    saver = InMemorySaver()
    graph = build_graph(saver)

    print(f"== Triage: {len(tickets)} tickets from {args.tickets}")
    for ticket in tickets:
        print(f"\n{ticket['id']} {ticket['created_at']} {ticket['customer']}: {ticket['subject']}")
        run(graph, {"ticket": ticket}, thread(ticket), ticket["id"])

    # The paused runs live only in the checkpointer: a separately compiled
    # graph (think: another worker process) picks them up from there.
    reviewer_graph = build_graph(saver)
    queue = [t for t in tickets if reviewer_graph.get_state(thread(t)).next]
    print(f"\n== Approval queue: {len(queue)} tickets waiting for a human")
    for ticket in queue:
        config = thread(ticket)
        print(f"\n{ticket['id']} {ticket['customer']}: {ticket['subject']}")
        while interrupts := pending_interrupts(reviewer_graph, config):
            answer = reviewer(interrupts[0].value)
            run(reviewer_graph, Command(resume=answer), config, ticket["id"])

    states = [graph.get_state(thread(t)).values for t in tickets]
    unfinished = [s["ticket"]["id"] for s in states if "outcome" not in s]
    if unfinished:
        print(f"error: tickets did not finish: {', '.join(unfinished)}", file=sys.stderr)
        return 1
    print_final(states)
    return 0


if __name__ == "__main__":
    sys.exit(main())
