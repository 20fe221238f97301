package com.quillbin.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** quillbin.db: notebooks, notes, attachments, backups, and the CETP sessions and kept outcomes. */
public final class QuillDatabase extends SQLiteOpenHelper {
    private static final String[] TABLES = {"notebooks", "notes", "attachments", "backups", "sessions", "outcomes"};
    private static QuillDatabase shared;

    private QuillDatabase(Context context) {
        super(context, "quillbin.db", null, 3);
    }

    public static synchronized QuillDatabase of(Context context) {
        if (shared == null) {
            shared = new QuillDatabase(context.getApplicationContext());
        }
        return shared;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                + " created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL,"
                + " body TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '', trashed INTEGER NOT NULL DEFAULT 0,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE attachments (_id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, file TEXT NOT NULL,"
                + " media_type TEXT NOT NULL, size_bytes INTEGER NOT NULL, sha256 TEXT NOT NULL,"
                + " added_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE backups (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, file TEXT,"
                + " size_bytes INTEGER NOT NULL DEFAULT 0, sha256 TEXT, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " files INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, answer TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String t : TABLES) {
            db.execSQL("DROP TABLE IF EXISTS " + t);
        }
        onCreate(db);
    }
}
