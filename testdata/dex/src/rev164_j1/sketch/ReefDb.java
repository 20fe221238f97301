package com.tidepool.reef.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's database: tanks and water tests, pumps and doses, caller grants, the mutation ledger. */
public final class ReefDb extends SQLiteOpenHelper {
    private static final String NAME = "reef.db";
    private static final int VERSION = 7;
    private static ReefDb instance;

    private ReefDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized ReefDb get(Context context) {
        if (instance == null) {
            instance = new ReefDb(context);
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE tanks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, litres REAL NOT NULL)");
        db.execSQL("CREATE TABLE water_tests (id INTEGER PRIMARY KEY, tank_id INTEGER NOT NULL, parameter TEXT NOT NULL,"
                + " value REAL NOT NULL, taken_at INTEGER NOT NULL, recorded_by TEXT, seen INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE pumps (id INTEGER PRIMARY KEY, name TEXT NOT NULL, additive TEXT NOT NULL)");
        db.execSQL("CREATE TABLE pump_readings (pump_id INTEGER NOT NULL, level_ml REAL NOT NULL, read_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE dose_schedules (id INTEGER PRIMARY KEY, pump_id INTEGER NOT NULL, ml REAL NOT NULL,"
                + " at_ms INTEGER NOT NULL, requested_by TEXT)");
        db.execSQL("CREATE TABLE pump_commands (id INTEGER PRIMARY KEY, pump_id INTEGER NOT NULL, ml REAL NOT NULL,"
                + " state TEXT NOT NULL, issued_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (package TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT PRIMARY KEY, cert_sha256 TEXT NOT NULL)");
        db.execSQL("CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, state TEXT NOT NULL, result TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))");
        db.execSQL("CREATE TABLE reminders (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, ref_id INTEGER NOT NULL,"
                + " due_at INTEGER NOT NULL, requested_by_uid INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        String[] tables = {"tanks", "water_tests", "pumps", "pump_readings", "dose_schedules", "pump_commands",
            "grants", "paired_apps", "ledger", "reminders"};
        for (String table : tables) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
