package com.tallyhouse.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The invoice book: clients, invoices and the reminder outbox. */
public final class TallyDb extends SQLiteOpenHelper {
    private static final String[] INVOICE_COLUMNS =
            {"_id", "number", "client_name", "amount_cents", "currency", "status", "due_at"};
    private static final String[] CLIENT_COLUMNS = {"_id", "display_name", "email", "archived"};
    private static TallyDb instance;

    private TallyDb(Context context) {
        super(context, "tally.db", null, 4);
    }

    public static synchronized TallyDb get(Context context) {
        if (instance == null) {
            instance = new TallyDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE clients (_id INTEGER PRIMARY KEY, display_name TEXT NOT NULL, email TEXT,"
                + " archived INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE invoices (_id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE,"
                + " client_id INTEGER NOT NULL, client_name TEXT NOT NULL, amount_cents INTEGER NOT NULL,"
                + " currency TEXT NOT NULL, status TEXT NOT NULL, due_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE reminders (_id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL,"
                + " channel TEXT NOT NULL, queued_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 4) {
            db.execSQL("ALTER TABLE clients ADD COLUMN archived INTEGER NOT NULL DEFAULT 0");
        }
    }

    public Cursor invoices(String selection, String[] selectionArgs, String orderBy) {
        return getReadableDatabase().query("invoices", INVOICE_COLUMNS, selection, selectionArgs, null, null, orderBy);
    }

    public Cursor clients(String selection, String[] selectionArgs, String orderBy) {
        return getReadableDatabase().query("clients", CLIENT_COLUMNS, selection, selectionArgs, null, null, orderBy);
    }

    public static JSONObject invoiceJson(Cursor c) throws JSONException {
        JSONObject row = new JSONObject();
        row.put("invoice_id", c.getLong(0));
        row.put("number", c.getString(1));
        row.put("client", c.getString(2));
        row.put("amount_cents", c.getLong(3));
        row.put("currency", c.getString(4));
        row.put("status", c.getString(5));
        row.put("due_at_ms", c.getLong(6));
        return row;
    }

    public static JSONObject clientJson(Cursor c) throws JSONException {
        JSONObject row = new JSONObject();
        row.put("client_id", c.getLong(0));
        row.put("name", c.getString(1));
        row.put("email", c.getString(2));
        row.put("archived", c.getInt(3) != 0);
        return row;
    }

    /** The first column of the first row, or null. */
    public String firstString(String sql, String... args) {
        Cursor c = getReadableDatabase().rawQuery(sql, args);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    public String invoiceNumber(long invoiceId) {
        return firstString("SELECT number FROM invoices WHERE _id = ?", Long.toString(invoiceId));
    }

    public String openInvoiceNumber(long invoiceId) {
        return firstString("SELECT number FROM invoices WHERE _id = ? AND status = ?", Long.toString(invoiceId), "open");
    }

    public String clientName(long clientId) {
        return firstString("SELECT display_name FROM clients WHERE _id = ?", Long.toString(clientId));
    }

    public String addInvoice(long clientId, String clientName, long amountCents, String currency, long dueAt) {
        String number = "T-" + (10000 + count("invoices") + 1);
        ContentValues row = new ContentValues();
        row.put("number", number);
        row.put("client_id", Long.valueOf(clientId));
        row.put("client_name", clientName);
        row.put("amount_cents", Long.valueOf(amountCents));
        row.put("currency", currency);
        row.put("status", "open");
        row.put("due_at", Long.valueOf(dueAt));
        getWritableDatabase().insertOrThrow("invoices", null, row);
        return number;
    }

    public int voidInvoice(long invoiceId) {
        ContentValues row = new ContentValues();
        row.put("status", "void");
        return getWritableDatabase().update("invoices", row, "_id = ? AND status = ?",
                new String[] {Long.toString(invoiceId), "open"});
    }

    public void queueReminder(long invoiceId, String channel) {
        ContentValues row = new ContentValues();
        row.put("invoice_id", Long.valueOf(invoiceId));
        row.put("channel", channel);
        row.put("queued_at", Long.valueOf(System.currentTimeMillis()));
        getWritableDatabase().insert("reminders", null, row);
    }

    /** Moves every invoice of dropId to keepId and deletes dropId, in one transaction. */
    public int mergeClients(long keepId, long dropId, String keepName) {
        SQLiteDatabase db = getWritableDatabase();
        db.beginTransaction();
        try {
            ContentValues row = new ContentValues();
            row.put("client_id", Long.valueOf(keepId));
            row.put("client_name", keepName);
            int moved = db.update("invoices", row, "client_id = ?", new String[] {Long.toString(dropId)});
            db.delete("clients", "_id = ?", new String[] {Long.toString(dropId)});
            db.setTransactionSuccessful();
            return moved;
        } finally {
            db.endTransaction();
        }
    }

    /** Deletes a client and every invoice of theirs. */
    public int purgeClient(long clientId) {
        SQLiteDatabase db = getWritableDatabase();
        String[] id = {Long.toString(clientId)};
        db.beginTransaction();
        try {
            int invoices = db.delete("invoices", "client_id = ?", id);
            db.delete("clients", "_id = ?", id);
            db.setTransactionSuccessful();
            return invoices;
        } finally {
            db.endTransaction();
        }
    }

    public String exportInvoices(long fromMs, long toMs) throws JSONException {
        JSONArray rows = new JSONArray();
        Cursor c = invoices("due_at >= ? AND due_at < ?", new String[] {Long.toString(fromMs), Long.toString(toMs)},
                "due_at ASC");
        try {
            while (c.moveToNext()) {
                rows.put(invoiceJson(c));
            }
        } finally {
            c.close();
        }
        return new JSONObject().put("invoices", rows).toString();
    }

    public String exportClients(boolean includeArchived) throws JSONException {
        JSONArray rows = new JSONArray();
        Cursor c = clients(includeArchived ? null : "archived = 0", null, "display_name ASC");
        try {
            while (c.moveToNext()) {
                rows.put(clientJson(c));
            }
        } finally {
            c.close();
        }
        return new JSONObject().put("clients", rows).toString();
    }

    private long count(String table) {
        Cursor c = getReadableDatabase().query(table, new String[] {"COUNT(*)"}, null, null, null, null, null);
        try {
            return c.moveToFirst() ? c.getLong(0) : 0L;
        } finally {
            c.close();
        }
    }
}
