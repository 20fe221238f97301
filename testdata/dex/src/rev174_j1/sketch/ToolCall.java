package com.tallowbrook.salon.core;

import org.json.JSONObject;

/** One tool invocation as the handler methods see it: who asked (captured in call()), for what, with which args. */
public final class ToolCall {
    public final int uid;
    public final String providerId;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    public final String argsDigest;
    public final String resumeToken;

    ToolCall(int uid, String providerId, String requestId, String tool, JSONObject args, String argsDigest,
            String resumeToken) {
        this.uid = uid;
        this.providerId = providerId;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
    }

    /** What a tool method returns: a value for the inline envelope, or one of the §5 codes. */
    public static final class Result {
        public final JSONObject value;
        public final String errorCode;

        Result(JSONObject value, String errorCode) {
            this.value = value;
            this.errorCode = errorCode;
        }

        public static Result ok(JSONObject value) {
            return new Result(value, null);
        }

        public static Result invalidArgs() {
            return new Result(null, "INVALID_ARGS");
        }

        public static Result conflict() {
            return new Result(null, "CONFLICT");
        }

        public static Result failed(String code) {
            return new Result(null, code);
        }

        public boolean isOk() {
            return errorCode == null;
        }

        /** The ledger's stored form: the value's JSON, or "!" and the code. */
        public String encode() {
            return isOk() ? value.toString() : "!" + errorCode;
        }

        public static Result decode(String stored) throws org.json.JSONException {
            if (stored.startsWith("!")) {
                return failed(stored.substring(1));
            }
            return ok(new JSONObject(stored));
        }
    }
}
