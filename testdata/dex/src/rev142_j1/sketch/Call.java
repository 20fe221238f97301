package com.quaywire.cetp;

import android.os.Bundle;
import org.json.JSONObject;

/** One execute_tool request as the base read it on the Binder thread; extras stay for the provider's mapper. */
public final class Call {
    public final int uid;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    public final String argsDigest;
    public final String resumeToken;
    public final Bundle extras;

    Call(int uid, String requestId, String tool, JSONObject args, String argsDigest, String resumeToken,
            Bundle extras) {
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.extras = extras;
    }
}
