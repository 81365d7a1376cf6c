# https://github.com/langchain-ai/langgraph/issues/2020 : a callback handler counting on_chain_start / on_chain_end / on_chat_model_start / on_tool_start / on_chain_error per node name while a create_react_agent-like graph runs (model node, ToolNode, a conditional edge), in invoke and stream; the run names and the parent links users build trees from
from collections import Counter
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode, tools_condition
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
@tool
def bad(a: int) -> int:
    """Fails."""
    raise ValueError("nope")
class H(BaseCallbackHandler):
    def __init__(self):
        self.c = Counter(); self.parents = {}; self.names = {}
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, name=None, **kw):
        self.c["chain_start", name] += 1; self.names[run_id] = name; self.parents[run_id] = parent_run_id
    def on_chain_end(self, outputs, *, run_id, **kw):
        self.c["chain_end", self.names.get(run_id)] += 1
    def on_chain_error(self, error, *, run_id, **kw):
        self.c["chain_error", self.names.get(run_id)] += 1
    def on_chat_model_start(self, serialized, messages, *, run_id, parent_run_id=None, **kw):
        self.c["model_start", self.names.get(parent_run_id)] += 1
    def on_tool_start(self, serialized, input_str, *, run_id, parent_run_id=None, name=None, **kw):
        self.c["tool_start", name, self.names.get(parent_run_id)] += 1; self.names[run_id] = name
    def on_tool_error(self, error, *, run_id, **kw):
        self.c["tool_error", self.names.get(run_id)] += 1
def run(label, go):
    model = GenericFakeChatModel(messages=iter([
        AIMessage("", id="1", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}, {"name": "bad", "args": {"a": 1}, "id": "c2"}]),
        AIMessage("done", id="2")]))
    def agent(s):
        return {"messages": [model.invoke(s["messages"])]}
    g = (StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([add, bad], handle_tool_errors=True))
         .add_edge(START, "agent").add_conditional_edges("agent", tools_condition).add_edge("tools", "agent").compile())
    h = H()
    go(g, {"messages": [HumanMessage("hi", id="h")]}, {"callbacks": [h]})
    print(label)
    for k, v in sorted(h.c.items(), key=repr):
        print("  ", k, v)
    roots = [h.names[r] for r, p in h.parents.items() if p is None]
    print("  roots", roots)
run("invoke", lambda g, i, c: g.invoke(i, c))
run("stream", lambda g, i, c: list(g.stream(i, c, stream_mode="updates")))
