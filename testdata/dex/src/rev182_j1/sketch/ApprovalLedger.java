package com.ridgeway.doorhub.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.ridgeway.doorhub.data.DoorhubDatabase;

import org.json.JSONException;
import org.json.JSONObject;

/**
 * Resume tokens (§4.3): bound to provider, calling UID, tool, request_id and the args digest, ten minutes long,
 * decided only by Doorhub's own confirmation screens, and deleted when redeemed.
 */
public class ApprovalLedger {
    public enum Outcome { APPROVED, DENIED, PENDING, INVALID }

    static final long TTL_MS = 10L * 60L * 1000L;

    private final DoorhubDatabase database;
    private final Tokens tokens;

    public ApprovalLedger(DoorhubDatabase database, Tokens tokens) {
        this.database = database;
        this.tokens = tokens;
    }

    public String issue(ToolContentProvider.Request request, String summary) {
        String token = tokens.newToken("rt1.");
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", request.providerId);
        row.put("uid", request.uid);
        row.put("tool", request.tool.name);
        row.put("request_id", request.requestId);
        row.put("args_sha256", request.argsDigest);
        row.put("summary", summary);
        row.put("expires_at", System.currentTimeMillis() + TTL_MS);
        database.getWritableDatabase().insertOrThrow("approvals", null, row);
        return token;
    }

    /** What the confirmation screen shows, or null for an unknown, expired or already decided token. */
    public String describe(String token) {
        try (Cursor row = database.getReadableDatabase().query("approvals", new String[] {"summary"},
                "token = ? AND decision IS NULL AND expires_at > ?",
                new String[] {token, Long.toString(System.currentTimeMillis())}, null, null, null)) {
            return row.moveToFirst() ? row.getString(0) : null;
        }
    }

    /** Called by the confirmation Activities only. */
    public boolean decide(String token, boolean approved) {
        try {
            ContentValues row = new ContentValues();
            row.put("decision", new JSONObject().put("approved", approved)
                    .put("decided_at", System.currentTimeMillis()).toString());
            return database.getWritableDatabase().update("approvals", row, "token = ? AND decision IS NULL",
                    new String[] {token}) == 1;
        } catch (JSONException e) {
            return false;
        }
    }

    public Outcome redeem(String token, ToolContentProvider.Request request) {
        SQLiteDatabase db = database.getWritableDatabase();
        String decision;
        try (Cursor row = db.query("approvals", new String[] {"decision"},
                "token = ? AND provider = ? AND uid = ? AND tool = ? AND request_id = ? AND args_sha256 = ?"
                        + " AND expires_at > ?",
                new String[] {token, request.providerId, Integer.toString(request.uid), request.tool.name,
                    request.requestId, request.argsDigest, Long.toString(System.currentTimeMillis())},
                null, null, null)) {
            if (!row.moveToFirst()) {
                return Outcome.INVALID;
            }
            if (row.isNull(0)) {
                return Outcome.PENDING;
            }
            decision = row.getString(0);
        }
        db.delete("approvals", "token = ?", new String[] {token});
        try {
            boolean approved = new JSONObject(decision).optBoolean("approved", false);
            return approved ? Outcome.APPROVED : Outcome.DENIED;
        } catch (JSONException e) {
            return Outcome.DENIED;
        }
    }
}
