# https://github.com/langchain-ai/langgraph/issues/6409 , #3570 : Command.PARENT from two levels down updating a reducer key, with goto a sibling in the middle graph; history of the root
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def deep(s):
    return Command(graph=Command.PARENT, goto="mid_b", update={"log": ["deep->mid_b"]})
inner = StateGraph(S).add_node("deep", deep).add_edge(START, "deep").compile()
middle = (StateGraph(S).add_node("inner", inner, destinations=("mid_b",)).add_node("mid_b", lambda s: {"log": ["mid_b"]})
          .add_edge(START, "inner").compile())
root = StateGraph(S).add_node("middle", middle).add_node("end_node", lambda s: {"log": ["root_end"]}).add_edge(START, "middle").add_edge("middle", "end_node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in root.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), ch)
print(root.get_state(cfg).values)
print([(h.metadata["step"], h.next) for h in root.get_state_history(cfg)])
