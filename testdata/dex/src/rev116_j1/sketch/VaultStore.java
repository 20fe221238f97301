package com.cinderbox.locker;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The vault process's database: entries with their backup blobs, and the tickets of running operations. */
final class VaultStore extends SQLiteOpenHelper {
    private final File blobs;

    VaultStore(Context context) {
        super(context, "vault.db", null, 3);
        blobs = new File(context.getFilesDir(), "blobs");
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE entries (id INTEGER PRIMARY KEY, label TEXT NOT NULL, blob TEXT NOT NULL,"
                + " digest TEXT NOT NULL, sealed INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " kind TEXT NOT NULL, entry_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS tickets");
        db.execSQL("CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " kind TEXT NOT NULL, entry_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT)");
    }

    String search(String text) throws JSONException {
        Cursor c = getReadableDatabase().rawQuery(
                "SELECT id, label, sealed FROM entries WHERE label LIKE '%" + text + "%' ORDER BY label LIMIT 50", null);
        return rows(c).toString();
    }

    String entry(String entryId) throws JSONException {
        Cursor c = getReadableDatabase().rawQuery(
                "SELECT id, label, sealed FROM entries WHERE id = ?", new String[] {entryId});
        JSONArray found = rows(c);
        return found.length() == 0 ? null : found.getJSONObject(0).toString();
    }

    private static JSONArray rows(Cursor c) throws JSONException {
        JSONArray out = new JSONArray();
        try {
            while (c.moveToNext()) {
                out.put(new JSONObject()
                        .put("entry_id", c.getString(0))
                        .put("label", c.getString(1))
                        .put("sealed", c.getInt(2) != 0));
            }
        } finally {
            c.close();
        }
        return out;
    }

    void openTicket(String ticket, int uid, String requestId, String kind, String entryId) {
        ContentValues row = new ContentValues();
        row.put("ticket", ticket);
        row.put("uid", uid);
        row.put("request_id", requestId);
        row.put("kind", kind);
        row.put("entry_id", entryId);
        row.put("state", "running");
        getWritableDatabase().insertOrThrow("tickets", null, row);
    }

    void seal(String ticket, String entryId) {
        SQLiteDatabase db = getWritableDatabase();
        db.execSQL("UPDATE entries SET sealed = 1 WHERE id = ?", new Object[] {entryId});
        db.execSQL("UPDATE tickets SET state = 'succeeded', result = ? WHERE ticket = ?",
                new Object[] {"{\"entry_id\":" + JSONObject.quote(entryId) + ",\"sealed\":true}", ticket});
    }

    void export(String ticket, String entryId) {
        getWritableDatabase().execSQL("UPDATE tickets SET state = 'succeeded', result = ? WHERE ticket = ?",
                new Object[] {"{\"entry_id\":" + JSONObject.quote(entryId) + ",\"export\":\"ready\"}", ticket});
    }

    /** The get_operation data of a ticket, only for the UID and request that opened it. */
    String ticketState(String ticket, int uid, String requestId) throws JSONException {
        Cursor c = getReadableDatabase().rawQuery(
                "SELECT state, result FROM tickets WHERE ticket = ? AND uid = ? AND request_id = ?",
                new String[] {ticket, Integer.toString(uid), requestId});
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            JSONObject data = new JSONObject().put("operation_id", ticket).put("state", c.getString(0));
            if ("succeeded".equals(c.getString(0))) {
                data.put("result", new JSONObject().put("kind", "inline").put("value", new JSONObject(c.getString(1))));
            } else {
                data.put("poll_after_ms", 1500);
            }
            return data.toString();
        } finally {
            c.close();
        }
    }

    /** Recomputes the SHA-256 of an entry's backup blob and compares it with the stored digest. */
    String verify(String entryId) throws IOException {
        Cursor c = getReadableDatabase().rawQuery(
                "SELECT blob, digest FROM entries WHERE id = ?", new String[] {entryId});
        File blob;
        String expected;
        try {
            if (!c.moveToFirst()) {
                throw new IllegalArgumentException("no entry " + entryId + " in " + getDatabaseName());
            }
            blob = new File(blobs, c.getString(0));
            expected = c.getString(1);
        } finally {
            c.close();
        }
        String found = sha256(blob);
        if (!expected.equals(found)) {
            throw new IllegalStateException("digest mismatch for " + blob.getAbsolutePath() + ": stored " + expected
                    + ", found " + found);
        }
        return "{\"entry_id\":" + JSONObject.quote(entryId) + ",\"intact\":true}";
    }

    private static String sha256(File file) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IOException(e);
        }
        InputStream in = new FileInputStream(file);
        try {
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                md.update(buf, 0, n);
            }
        } finally {
            in.close();
        }
        StringBuilder hex = new StringBuilder();
        for (byte b : md.digest()) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }

    String stats() {
        Cursor c = getReadableDatabase().rawQuery("SELECT COUNT(*), TOTAL(sealed) FROM entries", null);
        try {
            c.moveToFirst();
            return "{\"entries\":" + c.getInt(0) + ",\"sealed\":" + c.getInt(1) + "}";
        } finally {
            c.close();
        }
    }
}
