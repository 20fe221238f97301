package com.ferncastle.plugin;

import java.util.List;
import org.json.JSONObject;

/** The rest of the interceptor list, ending in the host's dispatcher. */
public final class Chain {
    /** What runs after the last interceptor. */
    public interface Terminal {
        Result<JSONObject> handle(Invocation invocation) throws Exception;
    }

    private final List<Interceptor> interceptors;
    private final int index;
    private final Terminal terminal;
    private final Invocation invocation;

    public Chain(List<Interceptor> interceptors, Terminal terminal, Invocation invocation) {
        this(interceptors, 0, terminal, invocation);
    }

    private Chain(List<Interceptor> interceptors, int index, Terminal terminal, Invocation invocation) {
        this.interceptors = interceptors;
        this.index = index;
        this.terminal = terminal;
        this.invocation = invocation;
    }

    public Invocation invocation() {
        return invocation;
    }

    public Result<JSONObject> proceed(Invocation next) throws Exception {
        if (index >= interceptors.size()) {
            return terminal.handle(next);
        }
        Chain rest = new Chain(interceptors, index + 1, terminal, next);
        return interceptors.get(index).intercept(rest);
    }
}
