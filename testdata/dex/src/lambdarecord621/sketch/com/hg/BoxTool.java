package com.hg;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool record: the name and effect a constructor fills, the handler passed in; effect may be changed later. */
final class BoxTool {
    interface Handler {
        void run(Bundle out);
    }

    final String name;
    private String effect;
    final Handler handler;

    BoxTool(String name, String effect, Handler handler) {
        this.name = name;
        this.effect = effect;
        this.handler = handler;
    }

    JSONObject descriptor() throws JSONException {
        return Descriptors.describe(name, effect, "read".equals(effect) ? "never" : "always");
    }
}
