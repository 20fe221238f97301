package com.wrenfield.notes.tool;

import com.wrenfield.notes.core.Result;

/** A CETP tool as the host runs it: a BaseTool, or a decorator around one. */
public interface Tool {
    ToolSpec spec();

    Result<Reply> execute(ToolCall call);
}
