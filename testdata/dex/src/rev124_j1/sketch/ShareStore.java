package com.scanbox.data;

import android.content.ContentValues;
import android.database.Cursor;
import java.util.Optional;
import java.util.UUID;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Links that hand a scan to someone through the courier service. */
public final class ShareStore {
    private static final String[] COLUMNS = {"id", "document_id", "recipient", "link"};
    private static final String LINK_BASE = "https://courier.scanbox.app/s/";

    private final ScanDatabase database;

    public ShareStore(ScanDatabase database) {
        this.database = database;
    }

    public JSONArray list() throws JSONException {
        JSONArray out = new JSONArray();
        Cursor cursor = database.getReadableDatabase()
                .query("shares", COLUMNS, null, null, null, null, "created_at DESC");
        try {
            while (cursor.moveToNext()) {
                out.put(read(cursor));
            }
        } finally {
            cursor.close();
        }
        return out;
    }

    public Optional<JSONObject> find(String shareId) throws JSONException {
        Cursor cursor = database.getReadableDatabase()
                .query("shares", COLUMNS, "id = ?", new String[] {shareId}, null, null, null);
        try {
            return cursor.moveToFirst() ? Optional.of(read(cursor)) : Optional.empty();
        } finally {
            cursor.close();
        }
    }

    /** Creates the share row; returns the new share's id. */
    public String create(String documentId, String recipient) {
        String id = UUID.randomUUID().toString();
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("document_id", documentId);
        row.put("recipient", recipient);
        row.put("link", LINK_BASE + id);
        row.put("created_at", System.currentTimeMillis());
        database.getWritableDatabase().insertOrThrow("shares", null, row);
        return id;
    }

    public boolean revoke(String shareId) {
        return database.getWritableDatabase().delete("shares", "id = ?", new String[] {shareId}) > 0;
    }

    private static JSONObject read(Cursor cursor) throws JSONException {
        return new JSONObject()
                .put("share_id", cursor.getString(0))
                .put("document_id", cursor.getString(1))
                .put("recipient", cursor.getString(2))
                .put("link", cursor.getString(3));
    }
}
