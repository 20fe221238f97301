package com.cutqueue.core;

import android.content.Context;
import org.json.JSONObject;

/** A CutQueue tool found through java.util.ServiceLoader (META-INF/services) or loaded from a downloaded dex. */
public interface ToolPlugin {
    String name();

    String run(Context ctx, JSONObject args) throws Exception;
}
