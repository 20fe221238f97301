package com.quillbin.cetp;

import com.quillbin.io.Streams;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Confirmations waiting for the user (spec 4.3). Each resume token has one JSON file under files/approvals, named
 * by the SHA-256 of the token; ApproveActivity writes the user's decision into it.
 */
public final class Approvals {
    public static final int ALLOWED = 1;
    public static final int REFUSED = 2;
    public static final int INVALID = 3;

    /** What was asked, for whom, and what the user said ("open", "allowed" or "refused"). */
    public static final class Ticket {
        final int uid;
        final String provider;
        final String requestId;
        final String tool;
        final String digest;
        final String summary;
        final long expiresAt;
        final String state;

        Ticket(JSONObject json) throws JSONException {
            uid = json.getInt("uid");
            provider = json.getString("provider");
            requestId = json.getString("request_id");
            tool = json.getString("tool");
            digest = json.getString("digest");
            summary = json.getString("summary");
            expiresAt = json.getLong("expires_at");
            state = json.optString("state", "open");
        }

        public boolean open() {
            return "open".equals(state) && System.currentTimeMillis() < expiresAt;
        }

        public String summary() {
            return summary;
        }

        /** ALLOWED or REFUSED only for the same caller, provider, request, tool and argument bytes, before expiry. */
        public int verdict(Request call) {
            boolean same = uid == call.uid() && provider.equals(call.provider())
                    && requestId.equals(call.requestId()) && tool.equals(call.tool())
                    && digest.equals(call.argsDigest());
            if (!same || System.currentTimeMillis() >= expiresAt) {
                return INVALID;
            }
            if ("allowed".equals(state)) {
                return ALLOWED;
            }
            return "refused".equals(state) ? REFUSED : INVALID;
        }
    }

    private final File dir;

    public Approvals(File dir) {
        this.dir = dir;
    }

    /** Writes a new open ticket for the call and returns its resume token. */
    public String issue(Request call, String summary) throws IOException, JSONException {
        String token = SessionTable.randomToken(24);
        JSONObject json = new JSONObject()
                .put("uid", call.uid())
                .put("provider", call.provider())
                .put("request_id", call.requestId())
                .put("tool", call.tool())
                .put("digest", call.argsDigest())
                .put("summary", summary)
                .put("expires_at", System.currentTimeMillis() + Wire.APPROVAL_TTL_MS)
                .put("state", "open");
        Streams.writeAtomically(fileOf(token), json.toString());
        return token;
    }

    /** The ticket of a token as it is on disk, or null; the file stays. */
    public Ticket read(String token) throws IOException, JSONException {
        File f = fileOf(token);
        if (!f.isFile()) {
            return null;
        }
        return new Ticket(new JSONObject(Streams.readText(f)));
    }

    /** The ticket of a token, and its file deleted: a token is good for one resumed call at most. */
    public synchronized Ticket redeem(String token) throws IOException, JSONException {
        Ticket t = read(token);
        if (t != null && !fileOf(token).delete()) {
            throw new IOException("approval ticket not removed");
        }
        return t;
    }

    /** The confirmation screen's answer, written only onto a ticket that is still open. */
    public synchronized void decide(String token, boolean allowed) throws IOException, JSONException {
        File f = fileOf(token);
        if (!f.isFile()) {
            return;
        }
        JSONObject json = new JSONObject(Streams.readText(f));
        if (!"open".equals(json.optString("state", "open"))) {
            return;
        }
        json.put("state", allowed ? "allowed" : "refused");
        Streams.writeAtomically(f, json.toString());
    }

    private File fileOf(String token) {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("approvals folder missing");
        }
        return new File(dir, Streams.sha256Hex(token.getBytes(StandardCharsets.UTF_8)) + ".json");
    }
}
