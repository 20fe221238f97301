package com.tripslip.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import org.json.JSONException;
import org.json.JSONObject;

/** The app's one database: slips, trips, seat holds, chaperones and the mutation ledger. */
public final class TripDb extends SQLiteOpenHelper {
    public TripDb(Context context) {
        super(context, "tripslip.db", null, 3);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE slips (id INTEGER PRIMARY KEY, trip_id INTEGER, student TEXT, guardian TEXT, signer_uid INTEGER)");
        db.execSQL("CREATE TABLE trips (id INTEGER PRIMARY KEY, title TEXT, seats INTEGER, eta_minutes INTEGER)");
        db.execSQL("CREATE TABLE seat_holds (trip_id INTEGER, student TEXT)");
        db.execSQL("CREATE TABLE chaperones (trip_id INTEGER, adult TEXT)");
        db.execSQL("CREATE TABLE audit (slip_id INTEGER, what TEXT, uid INTEGER)");
        db.execSQL("CREATE TABLE ledger (request_key TEXT PRIMARY KEY, tool TEXT, outcome TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS ledger");
        onCreate(db);
    }

    /** The first row of a constant, parameterized query as a JSON object (empty when none). */
    public JSONObject row(String sql, String... args) {
        JSONObject out = new JSONObject();
        Cursor c = getReadableDatabase().rawQuery(sql, args);
        try {
            if (c.moveToFirst()) {
                for (int i = 0; i < c.getColumnCount(); i++) {
                    out.put(c.getColumnName(i), c.getString(i));
                }
            }
        } catch (JSONException e) {
            return new JSONObject();
        } finally {
            c.close();
        }
        return out;
    }

    public long insert(String table, ContentValues values) {
        return getWritableDatabase().insert(table, null, values);
    }

    public int delete(String table, String where, String... args) {
        return getWritableDatabase().delete(table, where, args);
    }
}
