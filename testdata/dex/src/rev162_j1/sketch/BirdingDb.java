package com.fieldnote.birding.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.List;

/** The app's one database, and the two small tables the tool providers keep for themselves. */
public final class BirdingDb extends SQLiteOpenHelper {
    private static BirdingDb instance;

    /** The grants the user gave other apps in settings: one scope for one package, UID and signing key. */
    public static final class Grant {
        public final String pkg;
        public final int uid;
        public final String scope;
        public final String certSha256;
        public final long expiresAt;

        Grant(String pkg, int uid, String scope, String certSha256, long expiresAt) {
            this.pkg = pkg;
            this.uid = uid;
            this.scope = scope;
            this.certSha256 = certSha256;
            this.expiresAt = expiresAt;
        }
    }

    /** One executed mutation: its key (caller UID, provider, request id), tool, argument digest and reply. */
    public static final class LedgerEntry {
        public final String key;
        public final String tool;
        public final String argsSha256;
        public final String data;
        public final long createdAt;

        public LedgerEntry(String key, String tool, String argsSha256, String data, long createdAt) {
            this.key = key;
            this.tool = tool;
            this.argsSha256 = argsSha256;
            this.data = data;
            this.createdAt = createdAt;
        }
    }

    public static final class Grants extends SqlRepo<Grant, String> {
        public Grants(SQLiteOpenHelper helper) {
            super(helper, "grants", "key", null);
        }

        /** The unexpired grant of {@code scope} to this package under this UID, or null. */
        public Grant find(String pkg, int uid, String scope, long now) {
            List<Grant> found = findWhere("package = ? AND uid = ? AND scope = ? AND expires_at > ?",
                    pkg, Integer.toString(uid), scope, Long.toString(now));
            return found.isEmpty() ? null : found.get(0);
        }

        @Override
        protected Grant fromRow(Cursor row) {
            return new Grant(row.getString(row.getColumnIndexOrThrow("package")),
                    row.getInt(row.getColumnIndexOrThrow("uid")), row.getString(row.getColumnIndexOrThrow("scope")),
                    row.getString(row.getColumnIndexOrThrow("cert_sha256")),
                    row.getLong(row.getColumnIndexOrThrow("expires_at")));
        }

        @Override
        protected ContentValues toRow(Grant g) {
            ContentValues v = new ContentValues();
            v.put("key", idOf(g, 0));
            v.put("package", g.pkg);
            v.put("uid", g.uid);
            v.put("scope", g.scope);
            v.put("cert_sha256", g.certSha256);
            v.put("expires_at", g.expiresAt);
            return v;
        }

        @Override
        protected String idOf(Grant g, long rowId) {
            return g.pkg + "/" + g.uid + "/" + g.scope;
        }
    }

    /** The mutation ledger in SQLite: it outlives the process, as request deduplication must. */
    public static final class Ledger extends SqlRepo<LedgerEntry, String> {
        public Ledger(SQLiteOpenHelper helper) {
            super(helper, "ledger", "key", null);
        }

        @Override
        protected LedgerEntry fromRow(Cursor row) {
            return new LedgerEntry(row.getString(row.getColumnIndexOrThrow("key")),
                    row.getString(row.getColumnIndexOrThrow("tool")),
                    row.getString(row.getColumnIndexOrThrow("args_sha256")),
                    row.getString(row.getColumnIndexOrThrow("data")),
                    row.getLong(row.getColumnIndexOrThrow("created_at")));
        }

        @Override
        protected ContentValues toRow(LedgerEntry e) {
            ContentValues v = new ContentValues();
            v.put("key", e.key);
            v.put("tool", e.tool);
            v.put("args_sha256", e.argsSha256);
            v.put("data", e.data);
            v.put("created_at", e.createdAt);
            return v;
        }

        @Override
        protected String idOf(LedgerEntry e, long rowId) {
            return e.key;
        }
    }

    private BirdingDb(Context context) {
        super(context, "fieldnote.db", null, 3);
    }

    public static synchronized BirdingDb get(Context context) {
        if (instance == null) {
            instance = new BirdingDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE sightings (id INTEGER PRIMARY KEY AUTOINCREMENT, species TEXT NOT NULL,"
                + " count INTEGER NOT NULL, place TEXT, seen_at INTEGER NOT NULL, notes TEXT, recorded_by TEXT,"
                + " shared INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE trips (id INTEGER PRIMARY KEY, place TEXT NOT NULL, starts_at INTEGER NOT NULL,"
                + " organizer TEXT, leader TEXT, spots INTEGER NOT NULL, cancelled INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE grants (key TEXT PRIMARY KEY, package TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " scope TEXT NOT NULL, cert_sha256 TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE ledger (key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL,"
                + " data TEXT NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE club_account (id INTEGER PRIMARY KEY CHECK (id = 1), member_id TEXT NOT NULL,"
                + " name TEXT)");
        db.execSQL("CREATE TABLE rsvps (id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL,"
                + " member_id TEXT NOT NULL, via_uid INTEGER NOT NULL, UNIQUE (trip_id, member_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"sightings", "trips", "grants", "ledger", "club_account", "rsvps"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
