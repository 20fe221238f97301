package com.quillbin.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;
import android.database.sqlite.SQLiteStatement;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Notebooks, notes and attachment rows. Every value an agent sends is bound, never written into SQL text. */
public final class NotesDao {
    private final SQLiteDatabase db;

    public NotesDao(SQLiteDatabase db) {
        this.db = db;
    }

    /** find_notes' filters; a null filter is left out. */
    public static final class Query {
        public String text;
        public String notebook;
        public String tag;
        public int limit = 25;
    }

    /** An attachment row; the file lives under files/attachments. */
    public static final class Attachment {
        public final long id;
        public final long noteId;
        public final String file;
        public final String mediaType;
        public final long size;
        public final String sha256;

        Attachment(Cursor c) {
            id = c.getLong(0);
            noteId = c.getLong(1);
            file = c.getString(2);
            mediaType = c.getString(3);
            size = c.getLong(4);
            sha256 = c.getString(5);
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject()
                    .put("attachment_id", id)
                    .put("note_id", noteId)
                    .put("file", file)
                    .put("media_type", mediaType)
                    .put("size_bytes", size)
                    .put("sha256", sha256);
        }
    }

    private static final String[] ATTACHMENT_COLUMNS = {"_id", "note_id", "file", "media_type", "size_bytes",
            "sha256"};

    public NoteCursor find(Query q) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("notes");
        qb.appendWhere("trashed = 0");
        Where where = new Where();
        if (q.notebook != null) {
            where.term("notebook_id IN (SELECT _id FROM notebooks WHERE name = ?)", q.notebook);
        }
        if (q.tag != null) {
            where.contains("' ' || tags || ' '", " " + q.tag + " ");
        }
        if (q.text != null) {
            where.contains("title || ' ' || body", q.text);
        }
        return new NoteCursor(qb.query(db, NoteCursor.COLUMNS, where.clause(), where.values(), null, null,
                "updated_at DESC", Integer.toString(q.limit)));
    }

    public NoteCursor inNotebook(long notebookId) {
        return new NoteCursor(db.query("notes", NoteCursor.COLUMNS, "notebook_id = ? AND trashed = 0",
                new String[] {Long.toString(notebookId)}, null, null, "_id"));
    }

    public NoteCursor everyNote() {
        return new NoteCursor(db.query("notes", NoteCursor.COLUMNS, null, null, null, null, "_id"));
    }

    public String notebookName(long id) {
        try (Cursor c = db.query("notebooks", new String[] {"name"}, "_id = ?", new String[] {Long.toString(id)},
                null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public boolean noteExists(long id) {
        try (Cursor c = db.query("notes", new String[] {"_id"}, "_id = ? AND trashed = 0",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst();
        }
    }

    public JSONArray notebooks() throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = db.query("notebooks", new String[] {"_id", "name", "created_at"}, null, null, null, null,
                "_id")) {
            while (c.moveToNext()) {
                out.put(new JSONObject().put("notebook_id", c.getLong(0)).put("name", c.getString(1))
                        .put("created_at_ms", c.getLong(2)));
            }
        }
        return out;
    }

    public Attachment attachment(long id) {
        try (Cursor c = db.query("attachments", ATTACHMENT_COLUMNS, "_id = ?", new String[] {Long.toString(id)},
                null, null, null)) {
            return c.moveToFirst() ? new Attachment(c) : null;
        }
    }

    public List<Attachment> attachmentsOfNote(long noteId) {
        return attachments("note_id = ?", new String[] {Long.toString(noteId)});
    }

    public List<Attachment> everyAttachment() {
        return attachments(null, null);
    }

    private List<Attachment> attachments(String selection, String[] args) {
        List<Attachment> out = new ArrayList<>();
        try (Cursor c = db.query("attachments", ATTACHMENT_COLUMNS, selection, args, null, null, "_id")) {
            while (c.moveToNext()) {
                out.add(new Attachment(c));
            }
        }
        return out;
    }

    public long addAttachment(long noteId, String file, String mediaType, long size, String sha256) {
        try (SQLiteStatement insert = db.compileStatement("INSERT INTO attachments"
                + " (note_id, file, media_type, size_bytes, sha256, added_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            insert.bindLong(1, noteId);
            insert.bindString(2, file);
            insert.bindString(3, mediaType);
            insert.bindLong(4, size);
            insert.bindString(5, sha256);
            insert.bindLong(6, System.currentTimeMillis());
            return insert.executeInsert();
        }
    }

    /** Removes a notebook with its notes and attachment rows; returns the attachment files to delete. */
    public List<String> deleteNotebook(long id) {
        String[] arg = {Long.toString(id)};
        List<String> files = new ArrayList<>();
        db.beginTransaction();
        try {
            for (Attachment a : attachments("note_id IN (SELECT _id FROM notes WHERE notebook_id = ?)", arg)) {
                files.add(a.file);
            }
            db.delete("attachments", "note_id IN (SELECT _id FROM notes WHERE notebook_id = ?)", arg);
            db.delete("notes", "notebook_id = ?", arg);
            db.delete("notebooks", "_id = ?", arg);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return files;
    }

    /** Replaces every notebook, note and attachment row with those of a backup, in one transaction. */
    public void replaceAll(JSONArray notebooks, JSONArray notes, JSONArray attachments) throws JSONException {
        db.beginTransaction();
        try {
            db.delete("attachments", null, null);
            db.delete("notes", null, null);
            db.delete("notebooks", null, null);
            try (SQLiteStatement nb = db.compileStatement(
                    "INSERT INTO notebooks (_id, name, created_at) VALUES (?, ?, ?)")) {
                for (int i = 0; i < notebooks.length(); i++) {
                    JSONObject o = notebooks.getJSONObject(i);
                    nb.bindLong(1, o.getLong("notebook_id"));
                    nb.bindString(2, o.getString("name"));
                    nb.bindLong(3, o.getLong("created_at_ms"));
                    nb.executeInsert();
                }
            }
            try (SQLiteStatement note = db.compileStatement("INSERT INTO notes"
                    + " (_id, notebook_id, title, body, tags, updated_at) VALUES (?, ?, ?, ?, ?, ?)")) {
                for (int i = 0; i < notes.length(); i++) {
                    JSONObject o = notes.getJSONObject(i);
                    note.bindLong(1, o.getLong("note_id"));
                    note.bindLong(2, o.getLong("notebook_id"));
                    note.bindString(3, o.getString("title"));
                    note.bindString(4, o.getString("body"));
                    note.bindString(5, o.getString("tags"));
                    note.bindLong(6, o.getLong("updated_at_ms"));
                    note.executeInsert();
                }
            }
            try (SQLiteStatement att = db.compileStatement("INSERT INTO attachments"
                    + " (_id, note_id, file, media_type, size_bytes, sha256, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (int i = 0; i < attachments.length(); i++) {
                    JSONObject o = attachments.getJSONObject(i);
                    att.bindLong(1, o.getLong("attachment_id"));
                    att.bindLong(2, o.getLong("note_id"));
                    att.bindString(3, o.getString("file"));
                    att.bindString(4, o.getString("media_type"));
                    att.bindLong(5, o.getLong("size_bytes"));
                    att.bindString(6, o.getString("sha256"));
                    att.bindLong(7, System.currentTimeMillis());
                    att.executeInsert();
                }
            }
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
    }
}
