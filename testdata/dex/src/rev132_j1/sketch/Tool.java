package com.inkbarrow.cetp;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool a provider exports: its descriptor, how it reads its arguments, and how it runs. */
public interface Tool<A extends Args> {
    ToolSpec spec();

    /** Throws JSONException when the arguments do not fit the input schema. */
    A parse(JSONObject json) throws JSONException;

    Bundle run(ToolCall call, A args);
}
