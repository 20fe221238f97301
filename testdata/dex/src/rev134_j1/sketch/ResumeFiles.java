package com.tallycrate.cetp;

import com.tallycrate.io.Streams;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Pending confirmations (spec 4.3) as small JSON files in files/resumes, one per resume token, named by the
 * token's SHA-256 so that the token itself is never on disk. The confirmation screen writes the user's answer.
 */
public final class ResumeFiles {
    public static final int APPROVED = 1;
    public static final int DENIED = 2;
    public static final int UNUSABLE = 3;

    /** A confirmation as it was issued, with the answer so far ("pending", "approved" or "denied"). */
    public static final class Record {
        final int uid;
        final String provider;
        final String requestId;
        final String tool;
        final String digest;
        final String summary;
        final long expiresAt;
        final String answer;

        Record(JSONObject json) throws JSONException {
            uid = json.getInt("uid");
            provider = json.getString("provider");
            requestId = json.getString("request_id");
            tool = json.getString("tool");
            digest = json.getString("digest");
            summary = json.getString("summary");
            expiresAt = json.getLong("expires_at");
            answer = json.optString("answer", "pending");
        }

        public boolean pending() {
            return "pending".equals(answer) && System.currentTimeMillis() < expiresAt;
        }

        public String summary() {
            return summary;
        }

        /** APPROVED or DENIED only for the caller, provider, call and arguments the token was issued for. */
        public int verdict(ToolCall call) {
            if (uid != call.uid() || System.currentTimeMillis() >= expiresAt || !provider.equals(call.provider())
                    || !requestId.equals(call.requestId()) || !tool.equals(call.tool())
                    || !digest.equals(call.argsDigest())) {
                return UNUSABLE;
            }
            if ("approved".equals(answer)) {
                return APPROVED;
            }
            return "denied".equals(answer) ? DENIED : UNUSABLE;
        }
    }

    private final File dir;

    public ResumeFiles(File dir) {
        this.dir = dir;
    }

    /** Issues a token for this call and keeps what the confirmation screen will show. */
    public String open(ToolCall call, String summary) throws IOException, JSONException {
        String token = Sessions.newToken(24);
        JSONObject json = new JSONObject()
                .put("uid", call.uid())
                .put("provider", call.provider())
                .put("request_id", call.requestId())
                .put("tool", call.tool())
                .put("digest", call.argsDigest())
                .put("summary", summary)
                .put("expires_at", System.currentTimeMillis() + Cetp.RESUME_TTL_MS)
                .put("answer", "pending");
        Streams.writeUtf8(file(token), json.toString());
        return token;
    }

    /** The record of a token, left in place; null when there is none. */
    public Record peek(String token) throws IOException, JSONException {
        File f = file(token);
        if (!f.isFile()) {
            return null;
        }
        return new Record(new JSONObject(Streams.readUtf8(f)));
    }

    /** The record of a token, removed so that the token resumes at most one call; null when there is none. */
    public synchronized Record take(String token) throws IOException, JSONException {
        Record r = peek(token);
        if (r != null && !file(token).delete()) {
            throw new IOException("resume record could not be removed");
        }
        return r;
    }

    /** Called by the confirmation screen: records the user's answer on a pending record. */
    public synchronized void answer(String token, boolean approved) throws IOException, JSONException {
        File f = file(token);
        if (!f.isFile()) {
            return;
        }
        JSONObject json = new JSONObject(Streams.readUtf8(f));
        if (!"pending".equals(json.optString("answer", "pending"))) {
            return;
        }
        json.put("answer", approved ? "approved" : "denied");
        Streams.writeUtf8(f, json.toString());
    }

    private File file(String token) {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("no resume folder");
        }
        return new File(dir, Streams.sha256Hex(token.getBytes(StandardCharsets.UTF_8)) + ".json");
    }
}
