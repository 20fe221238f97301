package com.laserlog.core;

import android.content.Context;
import android.os.Bundle;
import org.json.JSONObject;

/** One call() of a provider, as the interceptors see it. */
public final class Request {
    public final Context ctx;
    public final String method;
    public final Bundle extras;
    public final int uid;
    public final String tool;
    public final JSONObject args;

    public Request(Context ctx, String method, Bundle extras, int uid) throws Exception {
        this.ctx = ctx;
        this.method = method;
        this.extras = extras;
        this.uid = uid;
        this.tool = extras.getString("tool_name", "");
        this.args = new JSONObject(extras.getString("args", "{}"));
    }

    public boolean isExecute(String name) {
        return "execute_tool".equals(method) && name.equals(tool);
    }
}
