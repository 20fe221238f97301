package com.laserlog.core;

import android.content.Context;
import android.os.Bundle;
import org.json.JSONObject;

/** Template method for the tools that share validation and error handling. */
public abstract class AbstractTool implements Command {
    @Override
    public Bundle execute(Context c, JSONObject args) throws Exception {
        return run(c, args);
    }

    public final Bundle run(Context c, JSONObject args) {
        try {
            return doRun(c, args);
        } catch (Exception e) {
            return Reply.error("TOOL_FAILED", "tool failed: " + e.getMessage());
        }
    }

    protected abstract Bundle doRun(Context c, JSONObject args) throws Exception;
}
