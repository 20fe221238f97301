package com.quaywire.cetp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Sessions and pending approvals of one provider (both may be lost with the process: callers negotiate again). */
public final class Ledger {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final long SESSION_TTL_MS = 30L * 60L * 1000L;
    private static final Map<String, Ledger> BY_PROVIDER = new ConcurrentHashMap<>();

    private final String providerId;
    private final Map<String, long[]> sessions = new ConcurrentHashMap<>();
    private final Map<String, JSONObject> approvals = new ConcurrentHashMap<>();

    private Ledger(String providerId) {
        this.providerId = providerId;
    }

    public static Ledger forProvider(String providerId) {
        Ledger ledger = BY_PROVIDER.get(providerId);
        if (ledger == null) {
            ledger = new Ledger(providerId);
            Ledger raced = BY_PROVIDER.putIfAbsent(providerId, ledger);
            if (raced != null) {
                ledger = raced;
            }
        }
        return ledger;
    }

    public static String randomToken(int bytes) {
        byte[] raw = new byte[bytes];
        RANDOM.nextBytes(raw);
        return hex(raw);
    }

    public static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return hex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hex(byte[] raw) {
        StringBuilder sb = new StringBuilder(raw.length * 2);
        for (byte b : raw) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }

    public String openSession(int uid) {
        String token = randomToken(32);
        sessions.put(token, new long[] {uid, System.currentTimeMillis() + SESSION_TTL_MS});
        return token;
    }

    public boolean sessionLive(String token, int uid) {
        long[] session = token == null ? null : sessions.get(token);
        return session != null && session[0] == uid && session[1] > System.currentTimeMillis();
    }

    /** Records a pending approval under the digest of its resume token and returns that key. */
    public String openApproval(String resumeToken, Call call, String summary, long expiresAt) throws JSONException {
        JSONObject record = new JSONObject();
        record.put("uid", call.uid);
        record.put("tool", call.tool);
        record.put("request_id", call.requestId);
        record.put("digest", call.argsDigest);
        record.put("summary", summary);
        record.put("expires_at", expiresAt);
        record.put("state", "pending");
        String key = sha256(resumeToken);
        approvals.put(key, record);
        return key;
    }

    /**
     * The approval a resume token names, if it was opened for this caller, tool, request and arguments and has not
     * expired. An answered approval is removed: the token works once.
     */
    public JSONObject spend(String resumeToken, Call call) throws JSONException {
        String key = sha256(resumeToken);
        JSONObject record = approvals.get(key);
        if (record == null || record.getLong("uid") != call.uid || !record.getString("tool").equals(call.tool)
                || !record.getString("request_id").equals(call.requestId)
                || !record.getString("digest").equals(call.argsDigest)
                || record.getLong("expires_at") < System.currentTimeMillis()) {
            return null;
        }
        if (!"pending".equals(record.getString("state"))) {
            approvals.remove(key);
        }
        return record;
    }

    /** What the approval screen shows, or null when the key names no pending approval. */
    public static String summaryFor(String key) {
        for (Ledger ledger : BY_PROVIDER.values()) {
            JSONObject record = ledger.approvals.get(key);
            if (record != null && "pending".equals(record.optString("state"))) {
                return record.optString("summary");
            }
        }
        return null;
    }

    public static void decide(String key, boolean approved) throws JSONException {
        for (Ledger ledger : BY_PROVIDER.values()) {
            JSONObject record = ledger.approvals.get(key);
            if (record != null) {
                record.put("state", approved ? "approved" : "denied");
                record.put("approved", approved);
            }
        }
    }

    public String providerId() {
        return providerId;
    }
}
