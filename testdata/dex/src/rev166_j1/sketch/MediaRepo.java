package com.lumenframe.studio.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** Reads of the media library, and the export and backup records the tools write. */
public final class MediaRepo {
    public static final class Photo {
        public final long id;
        public final String path;
        public final String caption;
        public final long sizeBytes;

        Photo(long id, String path, String caption, long sizeBytes) {
            this.id = id;
            this.path = path;
            this.caption = caption;
            this.sizeBytes = sizeBytes;
        }
    }

    private final StudioDb db;

    public MediaRepo(StudioDb db) {
        this.db = db;
    }

    public List<JSONObject> albums(int limit) throws JSONException {
        List<JSONObject> out = new ArrayList<>();
        SQLiteDatabase d = db.getReadableDatabase();
        String[] cols = {"_id", "title", "created_at"};
        try (Cursor c = d.query("albums", cols, null, null, null, null, "created_at DESC", Integer.toString(limit))) {
            while (c.moveToNext()) {
                JSONObject a = new JSONObject();
                a.put("album_id", c.getLong(0));
                a.put("title", c.getString(1));
                a.put("created_at_ms", c.getLong(2));
                out.add(a);
            }
        }
        return out;
    }

    public String albumTitle(long albumId) {
        SQLiteDatabase d = db.getReadableDatabase();
        String[] args = {Long.toString(albumId)};
        try (Cursor c = d.query("albums", new String[] {"title"}, "_id = ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public List<Photo> photos(long albumId) {
        List<Photo> out = new ArrayList<>();
        SQLiteDatabase d = db.getReadableDatabase();
        String[] cols = {"_id", "path", "caption", "size_bytes"};
        String[] args = {Long.toString(albumId)};
        try (Cursor c = d.query("photos", cols, "album_id = ?", args, null, null, "taken_at")) {
            while (c.moveToNext()) {
                out.add(new Photo(c.getLong(0), c.getString(1), c.getString(2), c.getLong(3)));
            }
        }
        return out;
    }

    public List<Photo> library() {
        List<Photo> out = new ArrayList<>();
        SQLiteDatabase d = db.getReadableDatabase();
        String[] cols = {"_id", "path", "caption", "size_bytes"};
        try (Cursor c = d.query("photos", cols, null, null, null, null, "_id")) {
            while (c.moveToNext()) {
                out.add(new Photo(c.getLong(0), c.getString(1), c.getString(2), c.getLong(3)));
            }
        }
        return out;
    }

    public String clipPath(long clipId) {
        SQLiteDatabase d = db.getReadableDatabase();
        String[] args = {Long.toString(clipId)};
        try (Cursor c = d.query("clips", new String[] {"path"}, "_id = ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public List<JSONObject> exports(int limit) throws JSONException {
        List<JSONObject> out = new ArrayList<>();
        SQLiteDatabase d = db.getReadableDatabase();
        String[] cols = {"_id", "kind", "file_name", "created_at"};
        try (Cursor c = d.query("exports", cols, null, null, null, null, "created_at DESC", Integer.toString(limit))) {
            while (c.moveToNext()) {
                JSONObject e = new JSONObject();
                e.put("export_id", c.getLong(0));
                e.put("kind", c.getString(1));
                e.put("file_name", c.getString(2));
                e.put("created_at_ms", c.getLong(3));
                out.add(e);
            }
        }
        return out;
    }

    public long recordExport(String kind, long sourceId, String fileName, int requestedBy) {
        ContentValues v = new ContentValues();
        v.put("kind", kind);
        v.put("source_id", Long.valueOf(sourceId));
        v.put("file_name", fileName);
        v.put("requested_by", Integer.valueOf(requestedBy));
        v.put("created_at", Long.valueOf(System.currentTimeMillis()));
        return db.getWritableDatabase().insertOrThrow("exports", null, v);
    }

    public List<JSONObject> backups(int limit) throws JSONException {
        List<JSONObject> out = new ArrayList<>();
        SQLiteDatabase d = db.getReadableDatabase();
        String[] cols = {"_id", "label", "files", "bytes", "created_at"};
        try (Cursor c = d.query("backups", cols, null, null, null, null, "created_at DESC", Integer.toString(limit))) {
            while (c.moveToNext()) {
                JSONObject b = new JSONObject();
                b.put("backup_id", c.getLong(0));
                b.put("label", c.getString(1));
                b.put("files", c.getInt(2));
                b.put("bytes", c.getLong(3));
                b.put("created_at_ms", c.getLong(4));
                out.add(b);
            }
        }
        return out;
    }

    public long recordBackup(String label, int files, long bytes, String manifestSha256) {
        ContentValues v = new ContentValues();
        v.put("label", label);
        v.put("files", Integer.valueOf(files));
        v.put("bytes", Long.valueOf(bytes));
        v.put("manifest_sha256", manifestSha256);
        v.put("created_at", Long.valueOf(System.currentTimeMillis()));
        return db.getWritableDatabase().insertOrThrow("backups", null, v);
    }

    public void putSetting(String key, String value) {
        ContentValues v = new ContentValues();
        v.put("key", key);
        v.put("value", value);
        db.getWritableDatabase().insertWithOnConflict("settings", null, v, SQLiteDatabase.CONFLICT_REPLACE);
    }
}
