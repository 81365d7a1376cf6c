# https://github.com/langchain-ai/langgraph/issues/2886 : a create_react_agent used as a node of a parent graph, its tool interrupting: the parent's get_state(subgraphs=True) while paused (parent next, the agent task's state next / its own tasks and interrupts), get_state on the subgraph's config, stream of updates with subgraphs=True after resume
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def deploy(env: str) -> str:
    """deploy"""
    return "deployed to %s by %s" % (env, interrupt({"deploy": env}))
agent = create_react_agent(Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "deploy", "args": {"env": "prod"}, "id": "d1", "type": "tool_call"}]), AIMessage("deployed", id="a2")])), [deploy], name="ops")
app = StateGraph(MessagesState).add_node("ops", agent).add_node("report", lambda s: {"messages": [AIMessage("report: " + s["messages"][-1].content, id="rep")]}).add_edge(START, "ops").add_edge("ops", "report").add_edge("report", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"messages": [HumanMessage("ship it", id="h")]}, cfg)
st = app.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(st.next, t.name, [i.value for i in t.interrupts], t.state.next, [(tt.name, [i.value for i in tt.interrupts]) for tt in t.state.tasks], [m.content for m in t.state.values["messages"]])
sub = app.get_state(t.state.config)
print(sub.next, sub.config["configurable"]["checkpoint_ns"].split(":")[0], sub.metadata["step"])
for ns, ch in app.stream(Command(resume="alice"), cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], {k: [m.content for m in v["messages"]] for k, v in ch.items()})
print([m.content for m in app.get_state(cfg).values["messages"]])
