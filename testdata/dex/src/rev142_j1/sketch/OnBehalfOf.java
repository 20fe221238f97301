package com.quaywire.net;

import java.io.IOException;

/** Tells the API which local app asked, for the workspace's audit trail. */
public final class OnBehalfOf implements Interceptor {
    private final int uid;

    public OnBehalfOf(int uid) {
        this.uid = uid;
    }

    @Override
    public HttpResponse intercept(Chain chain) throws IOException {
        return chain.proceed(chain.request().header("X-Quaywire-On-Behalf-Of", "android-uid:" + uid));
    }
}
