package com.ridgeway.doorhub.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** One database for the hub state and the tool protocol's durable records. */
public class DoorhubDatabase extends SQLiteOpenHelper {
    private final Context context;

    public DoorhubDatabase(Context context) {
        super(context, "doorhub.db", null, 7);
        this.context = context;
    }

    public Context context() {
        return context;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE locks (lock_id TEXT PRIMARY KEY, name TEXT NOT NULL, state TEXT NOT NULL,"
                + " auto_lock_seconds INTEGER NOT NULL, battery INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE guest_codes (code_id TEXT PRIMARY KEY, lock_id TEXT NOT NULL, label TEXT NOT NULL,"
                + " code_hash TEXT NOT NULL, valid_until INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE lock_commands (command_id TEXT PRIMARY KEY, lock_id TEXT NOT NULL,"
                + " command TEXT NOT NULL, issued_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE clips (clip_id TEXT PRIMARY KEY, day TEXT NOT NULL, file_name TEXT NOT NULL,"
                + " thumb_name TEXT NOT NULL, kind TEXT NOT NULL, recorded_at INTEGER NOT NULL,"
                + " archived INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE clip_shares (share_id TEXT PRIMARY KEY, clip_id TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (provider TEXT NOT NULL, package TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (provider, package))");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, status TEXT NOT NULL, data TEXT,"
                + " error_code TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))");
        db.execSQL("CREATE TABLE approvals (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " decision TEXT, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE operations (operation_id TEXT PRIMARY KEY, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT,"
                + " error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"locks", "guest_codes", "lock_commands", "clips", "clip_shares",
                "paired_apps", "sessions", "request_log", "approvals", "operations"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
