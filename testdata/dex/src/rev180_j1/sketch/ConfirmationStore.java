package com.verdant.garden.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import com.verdant.garden.data.GardenDatabase;
import java.util.Optional;

/**
 * Resume tokens of §4.3: random, bound to provider, caller UID, tool, request id and the args digest, ten minutes,
 * single use (the row is deleted once a decision is redeemed). Only the review Activities write decisions.
 */
public final class ConfirmationStore {
    public enum Decision { PENDING, APPROVED, DENIED }

    private static final long TTL_MS = 10 * 60 * 1000L;
    private final GardenDatabase helper;

    public ConfirmationStore(GardenDatabase helper) {
        this.helper = helper;
    }

    public String issue(String provider, int uid, String tool, String requestId, String argsDigest, String summary) {
        String token = Tokens.resumeToken();
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", uid);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("args_sha256", argsDigest);
        row.put("summary", summary);
        row.put("decision", Decision.PENDING.name());
        row.put("expires_at", System.currentTimeMillis() + TTL_MS);
        helper.getWritableDatabase().insertOrThrow("confirmations", null, row);
        return token;
    }

    /** What the review screen shows for a still-undecided token. */
    public Optional<String> pendingSummary(String token) {
        try (Cursor c = helper.getReadableDatabase().query("confirmations", new String[] {"summary"},
                "token = ? AND decision = ? AND expires_at > ?",
                new String[] {token, Decision.PENDING.name(), String.valueOf(System.currentTimeMillis())},
                null, null, null)) {
            return c.moveToFirst() ? Optional.ofNullable(c.getString(0)) : Optional.empty();
        }
    }

    /** Called by a review Activity when the user approves or declines. */
    public boolean decide(String token, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("decision", (approved ? Decision.APPROVED : Decision.DENIED).name());
        return helper.getWritableDatabase().update("confirmations", row, "token = ? AND decision = ?",
                new String[] {token, Decision.PENDING.name()}) == 1;
    }

    /** The decision for a resumed call; a decided token is consumed. Empty when unknown, foreign or changed. */
    public Optional<Decision> redeem(String provider, String token, int uid, String tool, String requestId,
            String argsDigest) {
        String where = "token = ? AND provider = ? AND uid = ? AND tool = ? AND request_id = ? AND args_sha256 = ?"
                + " AND expires_at > ?";
        String[] args = {token, provider, String.valueOf(uid), tool, requestId, argsDigest,
                String.valueOf(System.currentTimeMillis())};
        Optional<Decision> decision;
        try (Cursor c = helper.getReadableDatabase().query("confirmations", new String[] {"decision"}, where, args,
                null, null, null)) {
            decision = c.moveToFirst() ? Optional.of(Decision.valueOf(c.getString(0))) : Optional.empty();
        }
        decision.filter(d -> d != Decision.PENDING)
                .ifPresent(d -> helper.getWritableDatabase().delete("confirmations", "token = ?",
                        new String[] {token}));
        return decision;
    }
}
