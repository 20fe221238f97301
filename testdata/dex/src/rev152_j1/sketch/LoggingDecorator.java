package com.wrenfield.notes.tool;

import android.util.Log;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;

/** Logs every execution and turns an unexpected failure into INTERNAL_ERROR. */
public class LoggingDecorator implements Tool {
    private final Tool inner;
    private final String tag;

    public LoggingDecorator(Tool inner, String tag) {
        this.inner = inner;
        this.tag = tag;
    }

    @Override
    public final ToolSpec spec() {
        return inner.spec();
    }

    @Override
    public final Result<Reply> execute(ToolCall call) {
        try {
            Result<Reply> result = inner.execute(call);
            Log.i(tag, spec().name() + " " + call.requestId() + ": " + (result.isOk() ? "ok" : result.error().code()));
            return result;
        } catch (RuntimeException e) {
            Log.e(tag, spec().name() + " " + call.requestId() + " failed", e);
            return Result.fail(ToolError.internal(describe(e)));
        }
    }

    /** The error_message the Consumer gets for a failure; what went wrong stays in the log. */
    protected String describe(RuntimeException failure) {
        return "Wrenfield Notes could not finish " + spec().name() + "; the failure was logged";
    }
}
