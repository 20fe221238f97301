package com.shelfcity.core;

/** Who is calling, captured once on the Binder thread in call(). */
public final class CallerInfo {
    public final int uid;
    public final String pkg;
    public final String requestId;
    public final String resumeToken;

    public CallerInfo(int uid, String pkg, String requestId, String resumeToken) {
        this.uid = uid;
        this.pkg = pkg;
        this.requestId = requestId;
        this.resumeToken = resumeToken;
    }
}
