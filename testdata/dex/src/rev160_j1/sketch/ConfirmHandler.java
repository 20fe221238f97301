package com.larder.kitchen.cetp;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Wraps a store so that its @Destructive methods go through only for a tool call the user approved. Otherwise the
 * call is held here under a resume token and Needed is thrown, which the dispatcher answers with
 * USER_ACTION_REQUIRED and a resolution.
 */
public final class ConfirmHandler implements InvocationHandler {
    private static final long TTL_MS = 10 * 60 * 1000L;
    private static final Random TOKEN_BYTES = new Random();
    private static final Map<String, Pending> PENDING = new ConcurrentHashMap<>();

    /** The user has to answer first; carries the resume token the question is held under. */
    public static final class Needed extends RuntimeException {
        public final String token;
        public final String summary;
        public final boolean pick;

        Needed(String token, String summary, boolean pick) {
            super("user action needed");
            this.token = token;
            this.summary = summary;
            this.pick = pick;
        }
    }

    /** A question waiting for the user, bound to the call that raised it. */
    public static final class Pending {
        final int uid;
        final String tool;
        final String requestId;
        final String argsDigest;
        final long expiresAt;
        public final String summary;
        volatile Boolean answer;
        volatile String choice;

        Pending(int uid, String tool, String requestId, String argsDigest, String summary, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }

    private final Object target;

    private ConfirmHandler(Object target) {
        this.target = target;
    }

    public static <T> T wrap(Class<T> type, T target) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new ConfirmHandler(target)));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        Destructive destructive = method.getAnnotation(Destructive.class);
        if (destructive != null) {
            ToolCall call = ToolCall.current();
            if (call == null) {
                throw new IllegalStateException(method.getName() + " needs a tool call to confirm");
            }
            if (!call.confirmed()) {
                String question = args == null ? destructive.value()
                        : String.format(Locale.ROOT, destructive.value(), args);
                throw ask(call, question, false);
            }
        }
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Holds a question for the call; throw what it returns. With pick, the screen also asks for a choice. */
    public static Needed ask(ToolCall call, String summary, boolean pick) {
        String token = Tokens.hex(TOKEN_BYTES, 16);
        long expiresAt = System.currentTimeMillis() + TTL_MS;
        PENDING.put(token, new Pending(call.uid, call.toolName, call.requestId, call.argsDigest, summary, expiresAt));
        return new Needed(token, summary, pick);
    }

    /** The question a resolution screen was opened for. */
    public static Pending pending(String token) {
        return token == null ? null : PENDING.get(token);
    }

    /** The resolution screen's answer. */
    public static void answer(String token, boolean approved, String choice) {
        Pending p = pending(token);
        if (p != null && p.answer == null) {
            p.choice = choice;
            p.answer = approved;
        }
    }

    /** Redeems the call's resume token: same caller, tool, request and arguments, answered, used once. */
    static Pending redeem(ToolCall call) {
        Pending p = PENDING.get(call.resumeToken);
        if (p == null || p.uid != call.uid || !p.tool.equals(call.toolName) || !p.requestId.equals(call.requestId)
                || !p.argsDigest.equals(call.argsDigest)) {
            throw new ToolCall.Failure("INVALID_REQUEST", "The resume token does not belong to this call");
        }
        if (p.expiresAt < System.currentTimeMillis()) {
            PENDING.remove(call.resumeToken);
            throw new ToolCall.Failure("INVALID_REQUEST", "The confirmation has expired; call the tool again");
        }
        if (p.answer == null) {
            throw new ToolCall.Failure("CONFLICT", "The user has not answered yet");
        }
        PENDING.remove(call.resumeToken);
        if (!p.answer) {
            throw new ToolCall.Failure("USER_CANCELLED", "The user declined");
        }
        return p;
    }
}
