package com.laserlog.core;

import android.os.Bundle;
import java.util.List;

/** Runs the interceptors in order, then the terminal handler. */
public final class Chain {
    private final List<Interceptor> interceptors;
    private final int index;
    private final Terminal end;

    public Chain(List<Interceptor> interceptors, int index, Terminal end) {
        this.interceptors = interceptors;
        this.index = index;
        this.end = end;
    }

    public Bundle proceed(Request req) throws Exception {
        if (index < interceptors.size()) {
            return interceptors.get(index).intercept(req, new Chain(interceptors, index + 1, end));
        }
        return end.handle(req);
    }
}
