package com.hearthboard.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one SQLite database: household data and the tool providers' protocol state. */
public final class HearthDatabase extends SQLiteOpenHelper {
    private static final String NAME = "hearthboard.db";
    private static final int VERSION = 6;
    private static volatile HearthDatabase instance;

    HearthDatabase(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static HearthDatabase get(Context context) {
        HearthDatabase db = instance;
        if (db == null) {
            synchronized (HearthDatabase.class) {
                db = instance;
                if (db == null) {
                    db = new HearthDatabase(context);
                    instance = db;
                }
            }
        }
        return db;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
        db.execSQL("CREATE TABLE linked_apps (uid INTEGER PRIMARY KEY, member_id INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE chores (id INTEGER PRIMARY KEY, title TEXT NOT NULL, room TEXT NOT NULL,"
                + " assignee_id INTEGER, status TEXT NOT NULL DEFAULT 'open', due_at INTEGER NOT NULL,"
                + " started_at INTEGER, completed_at INTEGER, completed_by TEXT)");
        db.execSQL("CREATE TABLE shopping_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                + " quantity INTEGER NOT NULL, added_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE threads (id INTEGER PRIMARY KEY, subject TEXT NOT NULL, member_id INTEGER NOT NULL,"
                + " unread INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0, last_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE messages (id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, body TEXT NOT NULL,"
                + " author TEXT NOT NULL, sent_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE calendar_exports (event_uri TEXT PRIMARY KEY, source TEXT NOT NULL,"
                + " exported_by_uid INTEGER NOT NULL, exported_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider))");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE mutation_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"members", "linked_apps", "chores", "shopping_items", "threads", "messages",
                "calendar_exports", "paired_apps", "sessions", "mutation_log"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
