package com.starslot.core;

import android.os.Bundle;
import org.json.JSONObject;

/** A tool the plugin provider loads by class name. */
public interface StarTool {
    String name();

    Bundle run(JSONObject args, int uid) throws Exception;
}
