package com.larder.kitchen.cetp;

import android.content.Context;
import java.lang.reflect.Method;
import org.json.JSONObject;

/** One execute_tool call, as the handlers and the store proxies see it. */
public final class ToolCall {
    /** A refusal a handler raises. Its reply is text written for the Consumer, never an exception's message. */
    public static final class Failure extends RuntimeException {
        public final String code;
        public final String reply;

        public Failure(String code, String reply) {
            super(code);
            this.code = code;
            this.reply = reply;
        }
    }

    private static final ThreadLocal<ToolCall> CURRENT = new ThreadLocal<>();

    public final Context context;
    public final int uid;
    public final String callerPackage;
    public final String requestId;
    public final String toolName;
    public final Method handler;
    public final JSONObject args;
    public final String argsDigest;
    public final String resumeToken;
    public final boolean largeResults;
    private Boolean confirmed;
    private String choice;

    ToolCall(Context context, int uid, String callerPackage, String requestId, String toolName, Method handler,
            JSONObject args, String argsDigest, String resumeToken, boolean largeResults) {
        this.context = context;
        this.uid = uid;
        this.callerPackage = callerPackage;
        this.requestId = requestId;
        this.toolName = toolName;
        this.handler = handler;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.largeResults = largeResults;
    }

    /** The call the current thread is running, for the store proxies. */
    public static ToolCall current() {
        return CURRENT.get();
    }

    void enter() {
        CURRENT.set(this);
    }

    void leave() {
        CURRENT.remove();
    }

    /**
     * True when the call came back with the resume token of a confirmation the user approved. The token is
     * redeemed on the first question and the answer kept for the rest of the call.
     */
    public boolean confirmed() {
        if (confirmed == null) {
            ConfirmHandler.Pending pending = resumeToken == null ? null : ConfirmHandler.redeem(this);
            confirmed = pending != null;
            choice = pending == null ? null : pending.choice;
        }
        return confirmed;
    }

    /** What the user picked on the resolution screen, if it offered a choice. */
    public String choice() {
        return choice;
    }
}
