# https://github.com/langchain-ai/langgraph/issues/2373 , https://github.com/langchain-ai/langgraph/issues/4305 : subgraphs with schemas of their own: Send payloads into a subgraph node with input/output schemas (results, streamed updates, history), a pydantic parent state with a TypedDict subgraph sharing keys (what the parent node sees, a second turn, an invalid input and the state it leaves), and Command(graph=PARENT) with an unknown key, an unknown goto, and an unknown graph name
import operator
from typing import Annotated, TypedDict, Optional
from pydantic import BaseModel, Field
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send, Command, interrupt
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:150])
# subgraph with its own schema receiving Send payloads
class Item(TypedDict):
    name: str
    score: int
class Parent(TypedDict):
    names: list
    results: Annotated[list, operator.add]
class SubIn(TypedDict):
    name: str
class SubOut(TypedDict):
    results: list
class SubState(TypedDict):
    name: str
    tmp: str
    results: list
sub = StateGraph(SubState, input_schema=SubIn, output_schema=SubOut)
sub.add_node("a", lambda s: {"tmp": s["name"].upper()})
sub.add_node("b", lambda s: {"results": [s["tmp"] + "!"]})
sub.add_edge(START, "a"); sub.add_edge("a", "b")
subc = sub.compile()
p = StateGraph(Parent)
p.add_node("sub", subc)
p.add_conditional_edges(START, lambda s: [Send("sub", {"name": n}) for n in s["names"]], ["sub"])
app = p.compile(checkpointer=InMemorySaver())
t("send to subgraph", lambda: app.invoke({"names": ["x", "y"], "results": []}, {"configurable": {"thread_id": "1"}}))
t("send to subgraph stream", lambda: sorted(str(([p.split(":")[0] for p in ns], c)) for ns, c in app.stream({"names": ["x", "y"], "results": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", subgraphs=True)))
t("history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history({"configurable": {"thread_id": "1"}})])
# pydantic parent, TypedDict subgraph sharing key
class PState(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = Field(default_factory=list)
    count: int = 0
    note: Optional[str] = None
class SState(TypedDict):
    messages: Annotated[list, add_messages]
    count: int
def sub_node(s):
    return {"messages": [AIMessage("sub %d" % s["count"], id="s%d" % s["count"])], "count": s["count"] + 1}
ssub = StateGraph(SState).add_node("sub_node", sub_node).add_edge(START, "sub_node").compile()
def after(s: PState):
    return {"note": "%s:%d:%d" % (type(s).__name__, s.count, len(s.messages))}
pg = StateGraph(PState).add_node("ssub", ssub).add_node("after", after).add_edge(START, "ssub").add_edge("ssub", "after").compile(checkpointer=InMemorySaver())
t("pydantic parent", lambda: pg.invoke({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "p"}}))
t("pydantic parent again", lambda: pg.invoke({"messages": [HumanMessage("hi2", id="h2")], "count": 5}, {"configurable": {"thread_id": "p"}}))
t("pydantic state", lambda: pg.get_state({"configurable": {"thread_id": "p"}}).values)
t("pydantic bad", lambda: pg.invoke({"count": "nope"}, {"configurable": {"thread_id": "q"}}))
t("pydantic bad state", lambda: pg.get_state({"configurable": {"thread_id": "q"}}).values)
# Command.PARENT update with a key the parent lacks
def jump(s):
    return Command(graph=Command.PARENT, goto="after", update={"bogus": 1})
js = StateGraph(SState).add_node("jump", jump).add_edge(START, "jump").compile()
jg = StateGraph(PState).add_node("js", js, destinations=("after",)).add_node("after", after).add_edge(START, "js").compile()
t("parent bogus key", lambda: jg.invoke({"messages": []}))
def jump2(s):
    return Command(graph=Command.PARENT, goto="nowhere")
js2 = StateGraph(SState).add_node("jump", jump2).add_edge(START, "jump").compile()
jg2 = StateGraph(PState).add_node("js", js2).add_node("after", after).add_edge(START, "js").compile()
t("parent bad goto", lambda: jg2.invoke({"messages": []}))
def jump3(s):
    return Command(graph="elsewhere", goto="after")
js3 = StateGraph(SState).add_node("jump", jump3).add_edge(START, "jump").compile()
t("bad graph name", lambda: StateGraph(PState).add_node("js", js3).add_node("after", after).add_edge(START, "js").compile().invoke({"messages": []}))
