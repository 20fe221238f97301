package com.trailmark.cetp;

import com.trailmark.io.Copy;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Confirmations waiting for the user (spec 4.3). A ticket is a JSON file under files/tickets named by the SHA-256
 * of (caller UID, provider, request id); it keeps the SHA-256 of its resume token, never the token itself.
 * ConfirmActivity finds a ticket by its name and writes the user's answer into it.
 */
public final class Tickets {
    public static final int GRANTED = 1;
    public static final int DENIED = 2;
    public static final int WAITING = 3;
    public static final int UNUSABLE = 4;

    private final File dir;

    public Tickets(File dir) {
        this.dir = dir;
    }

    /** The ticket file's name for a call. */
    public static String nameOf(Call call) {
        String owner = call.uid + "|" + call.provider + "|" + call.requestId;
        return Copy.sha256Hex(owner.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes an open ticket for the call and returns the new resume token. */
    public String open(Call call, String summary) throws IOException, JSONException {
        String token = Sessions.newToken(24);
        JSONObject t = new JSONObject()
                .put("uid", call.uid)
                .put("provider", call.provider)
                .put("request_id", call.requestId)
                .put("tool", call.tool)
                .put("digest", call.digest)
                .put("token_sha256", Copy.sha256Hex(token.getBytes(StandardCharsets.UTF_8)))
                .put("summary", summary)
                .put("expires_at", System.currentTimeMillis() + Keys.TICKET_TTL_MS)
                .put("state", "open");
        Copy.writeAtomically(file(nameOf(call)), t.toString());
        return token;
    }

    /** The verdict on the call's resume token, read from its ticket; the ticket file stays as it is. */
    public int check(Call call) throws IOException, JSONException {
        File f = file(nameOf(call));
        if (!f.isFile()) {
            return UNUSABLE;
        }
        return verdict(new JSONObject(Copy.readText(f)), call);
    }

    /**
     * The verdict on the call's resume token; once the user has answered, the ticket is deleted before the verdict
     * is returned, so a resume token carries one call at most.
     */
    public synchronized int spend(Call call) throws IOException, JSONException {
        File f = file(nameOf(call));
        if (!f.isFile()) {
            return UNUSABLE;
        }
        int verdict = verdict(new JSONObject(Copy.readText(f)), call);
        if (verdict != WAITING && !f.delete()) {
            throw new IOException("ticket not removed");
        }
        return verdict;
    }

    private static int verdict(JSONObject t, Call call) throws JSONException {
        String presented = call.resumeToken == null ? ""
                : Copy.sha256Hex(call.resumeToken.getBytes(StandardCharsets.UTF_8));
        boolean same = t.getInt("uid") == call.uid
                && t.getString("provider").equals(call.provider)
                && t.getString("request_id").equals(call.requestId)
                && t.getString("tool").equals(call.tool)
                && t.getString("digest").equals(call.digest)
                && MessageDigest.isEqual(presented.getBytes(StandardCharsets.UTF_8),
                        t.getString("token_sha256").getBytes(StandardCharsets.UTF_8));
        if (!same || System.currentTimeMillis() >= t.getLong("expires_at")) {
            return UNUSABLE;
        }
        switch (t.optString("state", "open")) {
            case "granted":
                return GRANTED;
            case "denied":
                return DENIED;
            default:
                return WAITING;
        }
    }

    /** What the confirmation screen shows for an open ticket, or null when there is nothing left to decide. */
    public String pendingSummary(String name) throws IOException, JSONException {
        File f = file(name);
        if (!f.isFile()) {
            return null;
        }
        JSONObject t = new JSONObject(Copy.readText(f));
        boolean open = "open".equals(t.optString("state", "open"))
                && System.currentTimeMillis() < t.getLong("expires_at");
        return open ? t.getString("summary") : null;
    }

    /** Records the user's answer on a ticket that is still open. */
    public synchronized void decide(String name, boolean granted) throws IOException, JSONException {
        File f = file(name);
        if (!f.isFile()) {
            return;
        }
        JSONObject t = new JSONObject(Copy.readText(f));
        if ("open".equals(t.optString("state", "open"))) {
            t.put("state", granted ? "granted" : "denied");
            Copy.writeAtomically(f, t.toString());
        }
    }

    private File file(String name) {
        if (!name.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("not a ticket name");
        }
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("tickets folder missing");
        }
        return new File(dir, name + ".json");
    }
}
