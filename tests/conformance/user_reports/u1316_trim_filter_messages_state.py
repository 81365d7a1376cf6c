# https://github.com/langchain-ai/langgraph/issues/3253 : trim_messages / filter_messages applied to MessagesState in a node before a model call, and as a runnable step in a chain node (trimmer | model); RemoveMessage of what was trimmed; the state after two turns over a checkpointer
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, RemoveMessage, filter_messages, trim_messages
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
seen = []
class Echo(GenericFakeChatModel):
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        seen.append([m.content for m in messages])
        return super()._generate(messages, stop, run_manager, **kw)
model = Echo(messages=iter([AIMessage("r%d" % i, id="r%d" % i) for i in range(20)]))
trimmer = trim_messages(max_tokens=3, strategy="last", token_counter=len, include_system=True, start_on="human")
def call(s):
    kept = trimmer.invoke(s["messages"])
    dropped = [RemoveMessage(id=m.id) for m in s["messages"] if m.id not in {k.id for k in kept}]
    return {"messages": dropped + [model.invoke(kept)]}
def only_humans(s):
    return {"messages": [AIMessage("humans: %s" % [m.content for m in filter_messages(s["messages"], include_types=["human"])], id="f")]}
g = StateGraph(MessagesState).add_node("call", call).add_node("only_humans", only_humans).add_edge(START, "call").add_edge("call", "only_humans").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"messages": [SystemMessage("sys", id="s"), HumanMessage("q1", id="q1"), AIMessage("a1", id="a1"), HumanMessage("q2", id="q2")]}, cfg)
print([m.content for m in g.get_state(cfg).values["messages"]])
g.invoke({"messages": [HumanMessage("q3", id="q3")]}, cfg)
print([m.content for m in g.get_state(cfg).values["messages"]])
print(seen)
chain_node = trimmer | model | (lambda m: {"messages": [m]})
g2 = StateGraph(MessagesState).add_node("c", chain_node).add_edge(START, "c").compile()
print([m.content for m in g2.invoke({"messages": [HumanMessage("a", id="1"), AIMessage("b", id="2"), HumanMessage("c", id="3"), AIMessage("d", id="4"), HumanMessage("e", id="5")]})["messages"]], seen[-1])
