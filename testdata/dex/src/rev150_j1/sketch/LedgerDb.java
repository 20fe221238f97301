package com.kestrel.ledger.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The expense book, the tools' dedup outcomes and the widget's change log. */
public final class LedgerDb extends SQLiteOpenHelper {
    public static final long IDEMPOTENCY_WINDOW_MS = 24L * 60L * 60L * 1000L;

    public LedgerDb(Context context) {
        super(context, "ledger.db", null, 3);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE expenses (id INTEGER PRIMARY KEY AUTOINCREMENT, day TEXT NOT NULL, "
                + "amount_cents INTEGER NOT NULL, currency TEXT NOT NULL, category TEXT NOT NULL, merchant TEXT, "
                + "added_by TEXT)");
        db.execSQL("CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, "
                + "data TEXT NOT NULL, at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE widget_changes (id INTEGER PRIMARY KEY AUTOINCREMENT, changed_by INTEGER, "
                + "provider TEXT, tool TEXT, at INTEGER)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS widget_changes");
        db.execSQL("CREATE TABLE widget_changes (id INTEGER PRIMARY KEY AUTOINCREMENT, changed_by INTEGER, "
                + "provider TEXT, tool TEXT, at INTEGER)");
    }

    /** The outcome recorded under key since notBefore, or null. */
    public JSONObject outcome(String key, long notBefore) throws JSONException {
        Cursor cursor = getReadableDatabase().rawQuery(
                "SELECT tool, digest, data FROM outcomes WHERE key = ? AND at >= ?",
                new String[] {key, Long.toString(notBefore)});
        try {
            if (!cursor.moveToFirst()) {
                return null;
            }
            return new JSONObject().put("tool", cursor.getString(0)).put("digest", cursor.getString(1))
                    .put("data", cursor.getString(2));
        } finally {
            cursor.close();
        }
    }

    public void recordOutcome(String key, String tool, String digest, String data, long at) {
        ContentValues values = new ContentValues();
        values.put("key", key);
        values.put("tool", tool);
        values.put("digest", digest);
        values.put("data", data);
        values.put("at", at);
        getWritableDatabase().insertWithOnConflict("outcomes", null, values, SQLiteDatabase.CONFLICT_REPLACE);
    }

    public JSONArray expenses(String month, String category) throws JSONException {
        String sql = "SELECT id, day, amount_cents, currency, category, merchant FROM expenses WHERE day LIKE ?";
        String[] args = {month + "-%"};
        if (category != null) {
            sql += " AND category = ?";
            args = new String[] {month + "-%", category};
        }
        Cursor cursor = getReadableDatabase().rawQuery(sql + " ORDER BY day, id", args);
        JSONArray out = new JSONArray();
        try {
            while (cursor.moveToNext()) {
                out.put(new JSONObject()
                        .put("id", cursor.getLong(0))
                        .put("day", cursor.getString(1))
                        .put("amount_cents", cursor.getLong(2))
                        .put("currency", cursor.getString(3))
                        .put("category", cursor.getString(4))
                        .put("merchant", cursor.getString(5)));
            }
        } finally {
            cursor.close();
        }
        return out;
    }

    public long spent(String month, String category) {
        Cursor cursor = getReadableDatabase().rawQuery(
                "SELECT COALESCE(SUM(amount_cents), 0) FROM expenses WHERE day LIKE ? AND category = ?",
                new String[] {month + "-%", category});
        try {
            return cursor.moveToFirst() ? cursor.getLong(0) : 0L;
        } finally {
            cursor.close();
        }
    }

    /** One expense as JSON, or null. */
    public JSONObject expense(long id) throws JSONException {
        Cursor cursor = getReadableDatabase().rawQuery(
                "SELECT day, amount_cents, currency, merchant FROM expenses WHERE id = ?",
                new String[] {Long.toString(id)});
        try {
            if (!cursor.moveToFirst()) {
                return null;
            }
            return new JSONObject().put("day", cursor.getString(0)).put("amount_cents", cursor.getLong(1))
                    .put("currency", cursor.getString(2)).put("merchant", cursor.getString(3));
        } finally {
            cursor.close();
        }
    }

    public long addExpense(String day, long amountCents, String currency, String category, String merchant,
            String addedBy) {
        ContentValues values = new ContentValues();
        values.put("day", day);
        values.put("amount_cents", amountCents);
        values.put("currency", currency);
        values.put("category", category);
        values.put("merchant", merchant);
        values.put("added_by", addedBy);
        return getWritableDatabase().insertWithOnConflict("expenses", null, values, SQLiteDatabase.CONFLICT_ABORT);
    }

    public int deleteExpense(long id) {
        return getWritableDatabase().delete("expenses", "id = ?", new String[] {Long.toString(id)});
    }

    public long recordWidgetChange(ContentValues values) {
        return getWritableDatabase().insertWithOnConflict("widget_changes", null, values,
                SQLiteDatabase.CONFLICT_ABORT);
    }

    public Cursor lastWidgetChanges(int limit) {
        return getReadableDatabase().rawQuery(
                "SELECT changed_by, provider, tool, at FROM widget_changes ORDER BY id DESC LIMIT ?",
                new String[] {Integer.toString(limit)});
    }
}
