package com.quillmark.docs.core;

import android.content.Context;
import android.content.SharedPreferences;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Pending confirmations and grants (§4.3). A resume token is bound to the UID, provider, tool, request_id and
 * argument digest, expires after ten minutes and is removed once it has been used or refused.
 */
public final class ResumeTokens {
    public static final int GRANTED = 1;
    public static final int DENIED = 2;
    public static final int PENDING = 3;
    public static final int INVALID = 4;
    public static final String KIND_CONFIRM = "confirm";
    public static final String KIND_GRANT = "grant";
    static final long TTL_MS = 10L * 60L * 1000L;

    private static ResumeTokens instance;
    private final SharedPreferences prefs;

    private ResumeTokens(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    public static synchronized ResumeTokens of(Context context) {
        if (instance == null) {
            instance = new ResumeTokens(
                    context.getApplicationContext().getSharedPreferences("resume_tokens", Context.MODE_PRIVATE));
        }
        return instance;
    }

    public synchronized String open(String providerId, String kind, Request req, String summary)
            throws JSONException {
        String token = Tokens.random(32);
        JSONObject row = new JSONObject();
        row.put("provider", providerId);
        row.put("kind", kind);
        row.put("uid", req.caller.uid);
        row.put("package", req.caller.packageName);
        row.put("tool", req.tool.name);
        row.put("request_id", req.requestId);
        row.put("digest", req.argsDigest);
        row.put("expires", System.currentTimeMillis() + TTL_MS);
        row.put("summary", summary);
        row.put("state", PENDING);
        prefs.edit().putString(token, row.toString()).commit();
        return token;
    }

    /** What the screen shows for a token, or null when it is unknown or expired. */
    public synchronized JSONObject describe(String token) {
        JSONObject row = load(token);
        if (row == null || row.optLong("expires", 0L) < System.currentTimeMillis()) {
            return null;
        }
        return row;
    }

    /** The provider's own screens record the user's answer here. */
    public synchronized boolean decide(String token, boolean approved) throws JSONException {
        JSONObject row = describe(token);
        if (row == null || row.optInt("state", 0) != PENDING) {
            return false;
        }
        row.put("state", approved ? GRANTED : DENIED);
        return prefs.edit().putString(token, row.toString()).commit();
    }

    /** Redeems the token for exactly this call: single use, only with the original arguments, only for its kind. */
    public synchronized int consume(String providerId, String kind, String token, Request req) {
        JSONObject row = load(token);
        if (row == null) {
            return INVALID;
        }
        boolean bound = providerId.equals(row.optString("provider")) && kind.equals(row.optString("kind"))
                && row.optInt("uid", -1) == req.caller.uid
                && req.tool.name.equals(row.optString("tool")) && req.requestId.equals(row.optString("request_id"))
                && req.argsDigest.equals(row.optString("digest"));
        if (!bound) {
            return INVALID;
        }
        if (row.optLong("expires", 0L) < System.currentTimeMillis()) {
            prefs.edit().remove(token).commit();
            return INVALID;
        }
        int state = row.optInt("state", PENDING);
        if (state != PENDING) {
            prefs.edit().remove(token).commit();
        }
        return state;
    }

    private JSONObject load(String token) {
        String text = token == null ? null : prefs.getString(token, null);
        if (text == null) {
            return null;
        }
        try {
            return new JSONObject(text);
        } catch (JSONException e) {
            return null;
        }
    }
}
