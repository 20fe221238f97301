package com.inkwell.notes.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's database: notes, notebooks, grants, the ledger of executed mutations, the audit trail, links. */
public final class NotesDb extends SQLiteOpenHelper {
    private static NotesDb instance;

    public static final class Note {
        public final long id;
        public final long notebookId;
        public final String title;
        public final String body;
        public final String ownerPackage;

        Note(long id, long notebookId, String title, String body, String ownerPackage) {
            this.id = id;
            this.notebookId = notebookId;
            this.title = title;
            this.body = body;
            this.ownerPackage = ownerPackage;
        }
    }

    public static final class Notebook {
        public final long id;
        public final String name;
        public final boolean shared;

        Notebook(long id, String name, boolean shared) {
            this.id = id;
            this.name = name;
            this.shared = shared;
        }
    }

    public static final class Grant {
        public final int uid;
        public final byte[] certSha256;
        public final long expiresAt;

        Grant(int uid, byte[] certSha256, long expiresAt) {
            this.uid = uid;
            this.certSha256 = certSha256;
            this.expiresAt = expiresAt;
        }
    }

    /** An execution already recorded under (uid, provider, request_id). */
    public static final class Prior {
        public final String tool;
        public final String argsDigest;
        public final String data;

        Prior(String tool, String argsDigest, String data) {
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.data = data;
        }
    }

    private NotesDb(Context context) {
        super(context, "notes.db", null, 4);
    }

    public static synchronized NotesDb get(Context context) {
        if (instance == null) {
            instance = new NotesDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, name TEXT NOT NULL, source_pkg TEXT,"
                + " archived INTEGER NOT NULL DEFAULT 0, shared INTEGER NOT NULL DEFAULT 0, sync_requested_at INTEGER)");
        db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL,"
                + " body TEXT NOT NULL DEFAULT '', owner_pkg TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (pkg TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL,"
                + " cert_sha256 BLOB NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (pkg, scope))");
        db.execSQL("CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, data TEXT NOT NULL, at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider_id, request_id))");
        db.execSQL("CREATE TABLE audit (_id INTEGER PRIMARY KEY, at INTEGER NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, event TEXT NOT NULL, subject_id INTEGER)");
        db.execSQL("CREATE TABLE links (uid INTEGER PRIMARY KEY, account TEXT NOT NULL, linked_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"notebooks", "notes", "grants", "ledger", "audit", "links"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }

    public SQLiteDatabase readable() {
        return getReadableDatabase();
    }

    public SQLiteDatabase writable() {
        return getWritableDatabase();
    }

    public Note note(long id) {
        try (Cursor c = getReadableDatabase().query("notes",
                new String[] {"_id", "notebook_id", "title", "body", "owner_pkg"}, "_id = ? AND deleted = 0",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Note(c.getLong(0), c.getLong(1), c.getString(2), c.getString(3), c.getString(4))
                    : null;
        }
    }

    public Notebook notebook(long id) {
        try (Cursor c = getReadableDatabase().query("notebooks", new String[] {"_id", "name", "shared"},
                "_id = ? AND archived = 0", new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Notebook(c.getLong(0), c.getString(1), c.getInt(2) != 0) : null;
        }
    }

    public Grant grant(String pkg, String scope) {
        try (Cursor c = getReadableDatabase().query("grants", new String[] {"uid", "cert_sha256", "expires_at"},
                "pkg = ? AND scope = ?", new String[] {pkg, scope}, null, null, null)) {
            return c.moveToFirst() ? new Grant(c.getInt(0), c.getBlob(1), c.getLong(2)) : null;
        }
    }

    public Prior prior(int uid, String providerId, String requestId) {
        try (Cursor c = getReadableDatabase().query("ledger", new String[] {"tool", "args_sha256", "data"},
                "uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {Integer.toString(uid), providerId, requestId}, null, null, null)) {
            return c.moveToFirst() ? new Prior(c.getString(0), c.getString(1), c.getString(2)) : null;
        }
    }

    public void record(int uid, String providerId, String requestId, String tool, String argsDigest, String data) {
        ContentValues v = new ContentValues();
        v.put("uid", uid);
        v.put("provider_id", providerId);
        v.put("request_id", requestId);
        v.put("tool", tool);
        v.put("args_sha256", argsDigest);
        v.put("data", data);
        v.put("at", System.currentTimeMillis());
        getWritableDatabase().insertOrThrow("ledger", null, v);
    }

    public void audit(int uid, String tool, String event, long subjectId) {
        ContentValues v = new ContentValues();
        v.put("at", System.currentTimeMillis());
        v.put("uid", uid);
        v.put("tool", tool);
        v.put("event", event);
        v.put("subject_id", subjectId);
        getWritableDatabase().insert("audit", null, v);
    }

    /** The account sync was linked to last, or null. */
    public String linkedAccount() {
        try (Cursor c = getReadableDatabase().query("links", new String[] {"account"}, null, null, null, null,
                "linked_at DESC", "1")) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }
}
