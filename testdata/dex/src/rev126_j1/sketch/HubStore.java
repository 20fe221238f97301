package com.lumenhaus.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Devices, locks and guest codes as the hub last reported them. */
public final class HubStore {
    private final HubDatabase mDb;

    public HubStore(HubDatabase db) {
        mDb = db;
    }

    public JSONArray devices(String room) throws JSONException {
        JSONArray out = new JSONArray();
        String selection = room == null ? null : "room = ?";
        String[] args = room == null ? null : new String[] {room};
        try (Cursor c = mDb.getReadableDatabase().query("devices", new String[] {"id", "name", "room", "kind"},
                selection, args, null, null, "room, name")) {
            while (c.moveToNext()) {
                out.put(new JSONObject()
                        .put("id", c.getString(0))
                        .put("name", c.getString(1))
                        .put("room", c.getString(2))
                        .put("kind", c.getString(3)));
            }
        }
        return out;
    }

    public int forgetDevices() {
        return mDb.getWritableDatabase().delete("devices", null, null);
    }

    public JSONArray locks() throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = mDb.getReadableDatabase().query("locks", new String[] {"id", "name", "door"},
                null, null, null, null, "name")) {
            while (c.moveToNext()) {
                out.put(new JSONObject()
                        .put("id", c.getString(0))
                        .put("name", c.getString(1))
                        .put("door", c.getString(2)));
            }
        }
        return out;
    }

    public boolean hasLock(String lockId) {
        try (Cursor c = mDb.getReadableDatabase().query("locks", new String[] {"id"}, "id = ?",
                new String[] {lockId}, null, null, null)) {
            return c.moveToFirst();
        }
    }

    public void addGuestCode(String codeId, String lockId, String guest, long expiresAt) {
        ContentValues row = new ContentValues();
        row.put("id", codeId);
        row.put("lock_id", lockId);
        row.put("guest", guest);
        row.put("expires_at", Long.valueOf(expiresAt));
        mDb.getWritableDatabase().insertWithOnConflict("guest_codes", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public int revokeGuestCodes(String lockId) {
        return mDb.getWritableDatabase().delete("guest_codes", "lock_id = ?", new String[] {lockId});
    }
}
