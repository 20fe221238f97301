package com.relaykit.home.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Tokens;
import java.util.concurrent.TimeUnit;

/**
 * Provider-side confirmations (§4.3). A call that needs the user opens one; the provider's confirmation Activity
 * records the decision; the resumed call takes it once. The resume token is bound to the provider, the calling UID,
 * the tool, the request_id and the digest of the original args, and expires after ten minutes.
 */
public final class ApprovalStore {
    public static final String EXTRA_TOKEN = "com.relaykit.home.extra.RESUME_TOKEN";
    private static final long TTL_MS = TimeUnit.MINUTES.toMillis(10);
    private static final String[] COLUMNS = {"provider", "uid", "tool", "request_id", "args_sha256", "summary",
            "expires_at", "decision"};

    /** Where a resumed call stands. */
    public enum Verdict {
        NONE, PENDING, APPROVED, DENIED, INVALID
    }

    private final HomeDb db;

    public ApprovalStore(HomeDb db) {
        this.db = db;
    }

    public String open(String provider, CetpRequest request, String summary) {
        String token = Tokens.random(32);
        ContentValues v = new ContentValues();
        v.put("token", token);
        v.put("provider", provider);
        v.put("uid", request.uid());
        v.put("tool", request.tool().name());
        v.put("request_id", request.requestId());
        v.put("args_sha256", request.argsDigest());
        v.put("summary", summary);
        v.put("expires_at", System.currentTimeMillis() + TTL_MS);
        db.getWritableDatabase().insertOrThrow("approvals", null, v);
        return token;
    }

    /** Takes the decision for the call's resume token: single use, and only for the call it was issued to. */
    public Verdict verdict(String provider, CetpRequest request) {
        String token = request.resumeToken();
        if (token == null) {
            return Verdict.NONE;
        }
        SQLiteDatabase d = db.getWritableDatabase();
        String[] args = {token};
        try (Cursor c = d.query("approvals", COLUMNS, "token = ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                return Verdict.INVALID;
            }
            boolean bound = provider.equals(c.getString(0)) && c.getInt(1) == request.uid()
                    && request.tool().name().equals(c.getString(2)) && request.requestId().equals(c.getString(3))
                    && request.argsDigest().equals(c.getString(4));
            if (!bound) {
                return Verdict.INVALID;
            }
            if (c.getLong(6) < System.currentTimeMillis()) {
                d.delete("approvals", "token = ?", args);
                return Verdict.INVALID;
            }
            if (c.isNull(7)) {
                return Verdict.PENDING;
            }
            int decision = c.getInt(7);
            d.delete("approvals", "token = ?", args);
            return decision == 1 ? Verdict.APPROVED : Verdict.DENIED;
        }
    }

    /** The summary shown by the confirmation Activity, or null when the token is unknown, expired or decided. */
    public String pendingSummary(String token) {
        if (token == null) {
            return null;
        }
        String[] args = {token};
        try (Cursor c = db.getReadableDatabase().query("approvals", COLUMNS, "token = ? AND decision IS NULL", args,
                null, null, null)) {
            if (!c.moveToFirst() || c.getLong(6) < System.currentTimeMillis()) {
                return null;
            }
            return c.getString(5);
        }
    }

    /** Records the user's answer, given in the provider's own confirmation Activity. */
    public void decide(String token, boolean approved) {
        ContentValues v = new ContentValues();
        v.put("decision", approved ? 1 : 0);
        String[] args = {token};
        db.getWritableDatabase().update("approvals", v, "token = ? AND decision IS NULL", args);
    }
}
