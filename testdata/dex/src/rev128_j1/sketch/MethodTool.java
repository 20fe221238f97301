package com.quirewell.cetp;

import android.os.Bundle;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** A tool whose handler is an annotated method; its Outcome becomes the reply or a confirmation. */
final class MethodTool implements Tool {
    private final Object owner;
    private final Method method;
    private final String title;
    private final ToolHost host;

    MethodTool(Object owner, Method method, String title, ToolHost host) {
        this.owner = owner;
        this.method = method;
        this.title = title;
        this.host = host;
    }

    @Override
    public Bundle run(Invocation inv) throws Exception {
        Object result;
        try {
            result = method.invoke(owner, inv);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception) {
                throw (Exception) cause;
            }
            throw e;
        }
        Outcome outcome = (Outcome) result;
        if (outcome.needsUser()) {
            return host.confirmations().ask(inv, outcome.screen(), outcome.summary(), outcome.flags());
        }
        return Replies.success(inv, outcome.value());
    }

    @Override
    public String label() {
        return title.isEmpty() ? method.getName() : title;
    }
}
