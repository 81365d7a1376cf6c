# https://github.com/langchain-ai/langgraph/pull/4791 : push_message() from inside nodes (a message object, a dict, state_key=None (also from a @task), a custom key, inside a subgraph): the messages-mode chunks it emits (metadata node / namespace), whether it also lands in state, what it returns, and the error for a message without an id
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, AnyMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.graph.message import push_message, add_messages
from langgraph.func import task
class S(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    notes: Annotated[list[AnyMessage], add_messages]
    log: Annotated[list, operator.add]
@task
def helper(n):
    push_message(AIMessage("from task %d" % n, id="t%d" % n), state_key=None)
    return n
def node(s):
    r1 = push_message(AIMessage("pushed", id="p1"))
    r2 = push_message({"role": "assistant", "content": "dict form", "id": "p2"})
    r3 = push_message(AIMessage("stream only", id="p3"), state_key=None)
    r4 = push_message(AIMessage("to notes", id="p4"), state_key="notes")
    helper(1).result()
    try:
        push_message(AIMessage("no id"))
    except Exception as e:
        r5 = type(e).__name__
    else:
        r5 = "no error"
    return {"log": [type(r1).__name__, type(r2).__name__, r2.content, r3.id, r4.id, r5]}
def inner(s):
    push_message(AIMessage("inner", id="i1"))
    return {}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = StateGraph(S).add_node("node", node).add_node("sub", sub).add_edge(START, "node").add_edge("node", "sub").compile()
for mode_args in ({"stream_mode": "messages"}, {"stream_mode": "messages", "subgraphs": True}, {"stream_mode": ["messages", "updates"]}):
    out = []
    for chunk in g.stream({"messages": []}, **mode_args):
        if mode_args.get("subgraphs"):
            ns, (m, meta) = chunk
            out.append((ns[:1] and ns[0].split(":")[0], m.id, meta["langgraph_node"]))
        elif isinstance(mode_args["stream_mode"], list):
            mode, payload = chunk
            out.append((mode, payload[0].id if mode == "messages" else sorted(payload)))
        else:
            m, meta = chunk
            out.append((m.id, m.content, meta["langgraph_node"]))
    print(out)
final = g.invoke({"messages": []})
print([m.id for m in final["messages"]], [m.id for m in final.get("notes", [])], final["log"])
