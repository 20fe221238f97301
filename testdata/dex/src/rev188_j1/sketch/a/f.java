package a;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** fieldbook.db: notes, sites, app grants, review rows, the mutation journal and background operations. */
public final class f extends SQLiteOpenHelper {
    private static final Object a = new Object();
    private static f b;

    private f(Context context) {
        super(context, "fieldbook.db", null, 4);
    }

    public static f a(Context context) {
        synchronized (a) {
            if (b == null) {
                b = new f(context);
            }
            return b;
        }
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, site_id INTEGER, title TEXT NOT NULL,"
                + " body TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sites (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,"
                + " team_domain TEXT NOT NULL, updated_at INTEGER NOT NULL, note_count INTEGER NOT NULL DEFAULT 0,"
                + " archived INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE site_members (site_id INTEGER NOT NULL, email TEXT NOT NULL,"
                + " invited_at INTEGER NOT NULL, PRIMARY KEY (site_id, email))");
        db.execSQL("CREATE TABLE grants (provider_id TEXT NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT NOT NULL,"
                + " scopes TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (provider_id, package))");
        db.execSQL("CREATE TABLE reviews (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " decision TEXT, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE journal (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, created_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider_id, request_id))");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, site_id INTEGER NOT NULL, state TEXT NOT NULL,"
                + " cancel_requested INTEGER NOT NULL DEFAULT 0, result TEXT, created_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 4) {
            db.execSQL("ALTER TABLE operations ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0");
        }
    }

    /** The grant row of a package for a provider: {cert_sha256, scopes}, or null when absent or expired. */
    public String[] a(String providerId, String packageName) {
        Cursor cur = getReadableDatabase().query("grants", new String[] {"cert_sha256", "scopes", "expires_at"},
                "provider_id = ? AND package = ?", new String[] {providerId, packageName}, null, null, null);
        try {
            if (!cur.moveToFirst() || cur.getLong(2) < System.currentTimeMillis()) {
                return null;
            }
            return new String[] {cur.getString(0), cur.getString(1)};
        } finally {
            cur.close();
        }
    }
}
