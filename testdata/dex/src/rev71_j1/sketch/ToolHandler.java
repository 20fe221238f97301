package com.shelfcity.core;

import android.content.Context;
import android.os.Bundle;
import org.json.JSONObject;

/** One tool of the branch provider; every tool is one registry entry. */
public interface ToolHandler {
    Bundle run(Context ctx, JSONObject args, CallerInfo caller) throws Exception;
}
