# https://github.com/langchain-ai/docs/issues/1239 , #6446 , #2336 : errors from Send / Command misuse: Send to an unknown node, Command(goto=unknown), Command(goto=END) with update, Send with a non-Send item in a list, a router returning an int, a node returning a list of Commands with a conflict; state left behind
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
    log: Annotated[list, operator.add]
def show(name, g, inp):
    cfg = {"configurable": {"thread_id": name}}
    try:
        print(name, "ok", g.invoke(inp, cfg))
    except Exception as e:
        print(name, type(e).__name__, "|", str(e).splitlines()[0][:200])
    try:
        st = g.get_state(cfg)
        print("  ", st.values, st.next, sorted((t.name, t.error) for t in st.tasks))
    except Exception as e:
        print("   get_state", type(e).__name__)
sv = InMemorySaver()
base = lambda: StateGraph(S).add_node("w", lambda s: {"log": ["w"]})
show("send-unknown", base().add_conditional_edges(START, lambda s: [Send("nope", {})]).compile(checkpointer=sv), {"v": "", "log": []})
show("goto-unknown", base().add_node("c", lambda s: Command(goto="nope")).add_edge(START, "c").compile(checkpointer=sv), {"v": "", "log": []})
show("goto-end", base().add_node("c", lambda s: Command(goto=END, update={"v": "end"})).add_edge(START, "c").add_edge("c", "w").compile(checkpointer=sv), {"v": "", "log": []})
show("router-int", base().add_conditional_edges(START, lambda s: 5).compile(checkpointer=sv), {"v": "", "log": []})
show("router-mixed", base().add_conditional_edges(START, lambda s: ["w", Send("w", {"v": "x", "log": []})]).compile(checkpointer=sv), {"v": "", "log": []})
show("cmd-list", base().add_node("c", lambda s: [Command(update={"v": "a"}), Command(update={"v": "b"})]).add_edge(START, "c").compile(checkpointer=sv), {"v": "", "log": []})
show("cmd-list-ok", base().add_node("c", lambda s: [Command(update={"log": ["a"]}), Command(goto="w")]).add_edge(START, "c").compile(checkpointer=sv), {"v": "", "log": []})
show("send-bad-arg", base().add_conditional_edges(START, lambda s: [Send("w", {"v": "1", "log": []}), "w", None]).compile(checkpointer=sv), {"v": "", "log": []})
