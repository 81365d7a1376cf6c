# https://github.com/langchain-ai/docs/pull/3763 : a create_react_agent worker (its tool streams partial output with ToolRuntime.emit_output_delta) used as a subgraph of a graph compiled with transformers=[ToolCallTransformer], read through stream_events(version="v3"): the subgraph handle's projections and tool calls (input, output deltas, output, completed, repr), the root's own (empty) tool_calls and the final transcript
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolCallTransformer, ToolRuntime
from langgraph.graph import StateGraph, MessagesState, START
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def fetch(url: str, runtime: ToolRuntime) -> str:
    """f"""
    for p in ("a", "b"):
        runtime.emit_output_delta(p)
    return "got " + url
agent = create_react_agent(Model(disable_streaming=True, messages=iter([AIMessage("c", id="a1", tool_calls=[{"name": "fetch", "args": {"url": "x"}, "id": "t1", "type": "tool_call"}]), AIMessage("fin", id="a2")])), [fetch], name="worker")
app = StateGraph(MessagesState).add_node("worker", agent).add_edge(START, "worker").compile(transformers=[ToolCallTransformer])
run = app.stream_events({"messages": [HumanMessage("go", id="h")]}, version="v3")
for sg in run.subgraphs:
    print(sg.graph_name, sorted(sg.extensions))
    for tc in sg.tool_calls:
        print(" ", tc.tool_call_id, tc.tool_name, tc.input, list(tc), tc.output, tc.completed, repr(tc))
print(list(run.tool_calls), [m.content for m in run.output["messages"]])
