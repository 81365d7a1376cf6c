# https://github.com/langchain-ai/langgraph/issues/6569 , https://github.com/langchain-ai/langgraph/issues/5225 : a dataclass state with a nested dataclass default_factory, add_messages and operator.add fields and dataclass input/output schemas, over several checkpointed turns: what nodes receive, update_state with a nested dataclass value and a RemoveMessage, an interrupt chosen by that value and its resume, inputs with unknown keys or keys outside the input schema, and the JSON schemas
import operator
from dataclasses import dataclass, field
from typing import Annotated, Optional
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
@dataclass
class Prefs:
    lang: str = "en"
    tone: str = "plain"
@dataclass
class In:
    question: str
@dataclass
class Out:
    answer: str
    turns: int
@dataclass
class S:
    question: str = ""
    messages: Annotated[list[AnyMessage], add_messages] = field(default_factory=list)
    prefs: Prefs = field(default_factory=Prefs)
    turns: Annotated[int, operator.add] = 0
    answer: Optional[str] = None
    scratch: list = field(default_factory=list)
seen = []
def ask(s: S):
    seen.append((type(s).__name__, type(s.prefs).__name__, s.prefs, s.turns, len(s.messages), s.scratch))
    return {"messages": [HumanMessage(s.question, id="q%d" % s.turns)], "turns": 1, "scratch": s.scratch + ["ask"]}
def answer(s: S):
    tone = interrupt({"tone?": s.prefs.tone}) if s.prefs.tone == "ask" else s.prefs.tone
    return Command(update={"answer": "%s/%s: %s" % (s.prefs.lang, tone, s.question), "messages": [AIMessage("ans", id="a%d" % s.turns)]}, goto=END)
g = StateGraph(S, input_schema=In, output_schema=Out)
g.add_node("ask", ask); g.add_node("answer", answer, destinations=(END,))
g.add_edge(START, "ask"); g.add_edge("ask", "answer")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
t("1", lambda: app.invoke({"question": "why"}, cfg))
t("2", lambda: app.invoke(In(question="how"), cfg))
t("state", lambda: app.get_state(cfg).values)
t("update prefs", lambda: app.update_state(cfg, {"prefs": Prefs(lang="fr", tone="ask")}) and app.get_state(cfg).values["prefs"])
t("3", lambda: app.invoke({"question": "what"}, cfg))
t("resume", lambda: app.invoke(Command(resume="warm"), cfg))
t("remove msg", lambda: app.update_state(cfg, {"messages": [RemoveMessage(id="q0")]}, as_node="answer") and [m.id for m in app.get_state(cfg).values["messages"]])
t("bad input", lambda: app.invoke({"nope": 1}, {"configurable": {"thread_id": "2"}}))
t("prefs dict input", lambda: app.invoke({"question": "x", "prefs": {"lang": "de"}}, {"configurable": {"thread_id": "3"}}))
for s in seen:
    print(s)
t("schemas", lambda: (sorted(app.get_input_jsonschema()["properties"]), sorted(app.get_output_jsonschema()["properties"])))
