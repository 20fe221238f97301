package com.larderly.app.cetp;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** A mutation's deduplication record: what request id was used for, and how it ended. */
public final class Outcome {
    public final String tool;
    public final String argsDigest;
    public final String operationId;
    public final String value;
    public final String errorCode;

    public Outcome(String tool, String argsDigest, String operationId, String value, String errorCode) {
        this.tool = tool;
        this.argsDigest = argsDigest;
        this.operationId = operationId;
        this.value = value;
        this.errorCode = errorCode;
    }

    public static Outcome pending(ProviderRequest req) {
        return new Outcome(req.tool.name, req.argsDigest, null, null, null);
    }

    public static Outcome operation(ProviderRequest req, String operationId) {
        return new Outcome(req.tool.name, req.argsDigest, operationId, null, null);
    }

    public static Outcome ok(ProviderRequest req, JSONObject value) {
        return new Outcome(req.tool.name, req.argsDigest, null, value.toString(), null);
    }

    public static Outcome failed(ProviderRequest req, String errorCode) {
        return new Outcome(req.tool.name, req.argsDigest, null, null, errorCode);
    }

    public boolean matches(ProviderRequest req) {
        return tool.equals(req.tool.name) && argsDigest.equals(req.argsDigest);
    }

    /** The answer for a repeated request id: the same operation, the same terminal outcome, or "still running". */
    public Bundle replay(ProviderRequest req) throws JSONException {
        if (!matches(req)) {
            return Envelopes.error(req.requestId, "INVALID_REQUEST");
        }
        if (operationId != null) {
            return Envelopes.accepted(req.requestId, operationId);
        }
        if (value != null) {
            return Envelopes.success(req.requestId, new JSONObject(value));
        }
        if (errorCode != null) {
            return Envelopes.error(req.requestId, errorCode);
        }
        return Envelopes.error(req.requestId, "UNAVAILABLE");
    }
}
