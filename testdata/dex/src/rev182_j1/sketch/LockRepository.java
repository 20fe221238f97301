package com.ridgeway.doorhub.locks;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.ridgeway.doorhub.cetp.Tokens;
import com.ridgeway.doorhub.data.DoorhubDatabase;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** Lock state and guest codes. The hub service drives the hardware from lock_commands. */
public class LockRepository {
    private final DoorhubDatabase database;
    private final Tokens tokens;

    public LockRepository(DoorhubDatabase database, Tokens tokens) {
        this.database = database;
        this.tokens = tokens;
    }

    public JSONArray listLocks() throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor rows = statusCursor()) {
            while (rows.moveToNext()) {
                out.put(new JSONObject()
                        .put("lock_id", rows.getString(0))
                        .put("name", rows.getString(1))
                        .put("state", rows.getString(2))
                        .put("battery_percent", rows.getInt(3)));
            }
        }
        return out;
    }

    public Cursor statusCursor() {
        return database.getReadableDatabase().query("locks", new String[] {"lock_id", "name", "state", "battery"},
                null, null, null, null, "name");
    }

    public String nameOf(String lockId) {
        try (Cursor row = database.getReadableDatabase().query("locks", new String[] {"name"}, "lock_id = ?",
                new String[] {lockId}, null, null, null)) {
            return row.moveToFirst() ? row.getString(0) : null;
        }
    }

    /** Records the new state and queues the command for the hub; null when there is no such lock. */
    public JSONObject setState(String lockId, String state) throws JSONException {
        SQLiteDatabase db = database.getWritableDatabase();
        ContentValues change = new ContentValues();
        change.put("state", state);
        if (db.update("locks", change, "lock_id = ?", new String[] {lockId}) != 1) {
            return null;
        }
        ContentValues command = new ContentValues();
        command.put("command_id", UUID.randomUUID().toString());
        command.put("lock_id", lockId);
        command.put("command", state);
        command.put("issued_at", System.currentTimeMillis());
        db.insertOrThrow("lock_commands", null, command);
        return new JSONObject().put("lock_id", lockId).put("state", state);
    }

    public boolean setAutoLock(String lockId, int seconds) {
        ContentValues change = new ContentValues();
        change.put("auto_lock_seconds", seconds);
        return database.getWritableDatabase().update("locks", change, "lock_id = ?", new String[] {lockId}) == 1;
    }

    public JSONObject createGuestCode(String lockId, String label, int hours) throws JSONException {
        String code = tokens.newDigits(6);
        String codeId = UUID.randomUUID().toString();
        long validUntil = System.currentTimeMillis() + hours * 3600_000L;
        ContentValues row = new ContentValues();
        row.put("code_id", codeId);
        row.put("lock_id", lockId);
        row.put("label", label);
        row.put("code_hash", Tokens.sha256(code.getBytes(StandardCharsets.UTF_8)));
        row.put("valid_until", validUntil);
        database.getWritableDatabase().insertOrThrow("guest_codes", null, row);
        return new JSONObject().put("code_id", codeId).put("code", code).put("valid_until_ms", validUntil);
    }

    public boolean revokeGuestCode(String codeId) {
        ContentValues change = new ContentValues();
        change.put("revoked", 1);
        return database.getWritableDatabase().update("guest_codes", change, "code_id = ? AND revoked = 0",
                new String[] {codeId}) == 1;
    }

    /**
     * Revocations started from the household dashboard were already confirmed there, and the assistant passes that
     * along, so Doorhub does not ask a second time.
     */
    public boolean alreadyConfirmed(JSONObject args) {
        return args.optBoolean("confirmed", false);
    }
}
