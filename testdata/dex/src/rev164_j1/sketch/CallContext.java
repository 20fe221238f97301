package com.tidepool.reef.cetp;

import android.os.Bundle;

/** One ContentProvider.call(): the method, its extras, and the caller as read on the Binder thread. */
public final class CallContext {
    public final String method;
    public final Bundle extras;
    public final int uid;
    public final String callerPackage;

    public CallContext(String method, Bundle extras, int uid, String callerPackage) {
        this.method = method;
        this.extras = extras;
        this.uid = uid;
        this.callerPackage = callerPackage;
    }

    public String requestId() {
        return extras.getString("request_id");
    }

    public int protocolVersion() {
        return extras.getInt("protocol_version", 0);
    }
}
