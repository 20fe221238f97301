package com.larder.kitchen.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The app's SQLite database: pantry, shopping lists, orders, stores, and the CETP grants and ledger. */
public final class KitchenDb extends SQLiteOpenHelper implements KitchenStore {
    private static final String NAME = "kitchen.db";
    private static final int VERSION = 4;
    private static KitchenDb instance;

    /** A mutation already answered under a request_id. */
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

    private KitchenDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized KitchenDb get(Context context) {
        if (instance == null) {
            instance = new KitchenDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, quantity INTEGER NOT NULL,"
                + " expires_at INTEGER, status TEXT NOT NULL DEFAULT 'stocked', photo TEXT)");
        db.execSQL("CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
        db.execSQL("CREATE TABLE list_items (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, name TEXT NOT NULL,"
                + " quantity INTEGER NOT NULL, checked INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE stores (id TEXT PRIMARY KEY, name TEXT NOT NULL)");
        db.execSQL("CREATE TABLE orders (id TEXT PRIMARY KEY, list_id INTEGER NOT NULL, store_id TEXT NOT NULL,"
                + " placed_at INTEGER NOT NULL, status TEXT NOT NULL, receipt TEXT)");
        db.execSQL("CREATE TABLE grants (package TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (package, scope))");
        db.execSQL("CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, data TEXT NOT NULL, at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider_id, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"items", "lists", "list_items", "stores", "orders", "grants", "ledger"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }

    private static JSONObject itemRow(Cursor c) throws JSONException {
        return new JSONObject()
                .put("id", c.getLong(0))
                .put("name", c.getString(1))
                .put("quantity", c.getInt(2))
                .put("expires_at", c.isNull(3) ? JSONObject.NULL : c.getLong(3));
    }

    @Override
    public JSONArray items(String nameContains) throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = getReadableDatabase().query("items", new String[] {"id", "name", "quantity", "expires_at"},
                "status = 'stocked' AND name LIKE ?", new String[] {"%" + nameContains + "%"}, null, null, "name")) {
            while (c.moveToNext()) {
                out.put(itemRow(c));
            }
        }
        return out;
    }

    @Override
    public JSONObject item(long id) throws JSONException {
        try (Cursor c = getReadableDatabase().query("items", new String[] {"id", "name", "quantity", "expires_at"},
                "id = ? AND status = 'stocked'", new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? itemRow(c) : null;
        }
    }

    @Override
    public JSONArray expiring(long before) throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = getReadableDatabase().query("items", new String[] {"id", "name", "quantity", "expires_at"},
                "status = 'stocked' AND expires_at < ?", new String[] {Long.toString(before)}, null, null,
                "expires_at")) {
            while (c.moveToNext()) {
                out.put(itemRow(c));
            }
        }
        return out;
    }

    @Override
    public int discardExpired(long now) {
        ContentValues v = new ContentValues();
        v.put("status", "discarded");
        return getWritableDatabase().update("items", v, "status = 'stocked' AND expires_at < ?",
                new String[] {Long.toString(now)});
    }

    @Override
    public long addItem(String name, int quantity, long expiresAt) {
        ContentValues v = new ContentValues();
        v.put("name", name);
        v.put("quantity", quantity);
        if (expiresAt > 0) {
            v.put("expires_at", expiresAt);
        }
        return getWritableDatabase().insertOrThrow("items", null, v);
    }

    @Override
    public int useItem(long id, int quantity) {
        getWritableDatabase().execSQL("UPDATE items SET quantity = max(quantity - ?, 0) WHERE id = ? AND status = 'stocked'",
                new Object[] {quantity, id});
        try (Cursor c = getReadableDatabase().rawQuery("SELECT changes()", null)) {
            return c.moveToFirst() ? c.getInt(0) : 0;
        }
    }

    @Override
    public int discardItem(long id) {
        return getWritableDatabase().delete("items", "id = ?", new String[] {Long.toString(id)});
    }

    @Override
    public int clearPantry() {
        return getWritableDatabase().delete("items", null, null);
    }

    @Override
    public String photoName(long id) {
        try (Cursor c = getReadableDatabase().query("items", new String[] {"photo"}, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    @Override
    public JSONArray lists() throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = getReadableDatabase().rawQuery("SELECT l.id, l.name, count(i.id) FROM lists l"
                + " LEFT JOIN list_items i ON i.list_id = l.id GROUP BY l.id ORDER BY l.name", null)) {
            while (c.moveToNext()) {
                out.put(new JSONObject().put("id", c.getLong(0)).put("name", c.getString(1))
                        .put("entries", c.getInt(2)));
            }
        }
        return out;
    }

    @Override
    public JSONObject list(long id) throws JSONException {
        SQLiteDatabase db = getReadableDatabase();
        String name;
        try (Cursor c = db.query("lists", new String[] {"name"}, "id = ?", new String[] {Long.toString(id)},
                null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            name = c.getString(0);
        }
        JSONArray entries = new JSONArray();
        try (Cursor c = db.query("list_items", new String[] {"id", "name", "quantity", "checked"}, "list_id = ?",
                new String[] {Long.toString(id)}, null, null, "id")) {
            while (c.moveToNext()) {
                entries.put(new JSONObject().put("id", c.getLong(0)).put("name", c.getString(1))
                        .put("quantity", c.getInt(2)).put("checked", c.getInt(3) != 0));
            }
        }
        return new JSONObject().put("id", id).put("name", name).put("items", entries);
    }

    @Override
    public long addToList(long listId, String name, int quantity) {
        ContentValues v = new ContentValues();
        v.put("list_id", listId);
        v.put("name", name);
        v.put("quantity", quantity);
        return getWritableDatabase().insertOrThrow("list_items", null, v);
    }

    @Override
    public int checkedCount(long listId) {
        try (Cursor c = getReadableDatabase().rawQuery("SELECT count(*) FROM list_items WHERE list_id = ? AND checked = 1",
                new String[] {Long.toString(listId)})) {
            return c.moveToFirst() ? c.getInt(0) : 0;
        }
    }

    @Override
    public int clearChecked(long listId) {
        return getWritableDatabase().delete("list_items", "list_id = ? AND checked = 1",
                new String[] {Long.toString(listId)});
    }

    @Override
    public int deleteList(long listId) {
        SQLiteDatabase db = getWritableDatabase();
        String[] id = {Long.toString(listId)};
        db.beginTransaction();
        try {
            db.delete("list_items", "list_id = ?", id);
            int n = db.delete("lists", "id = ?", id);
            db.setTransactionSuccessful();
            return n;
        } finally {
            db.endTransaction();
        }
    }

    @Override
    public String placeOrder(long listId, String storeId) {
        String id = UUID.randomUUID().toString();
        ContentValues v = new ContentValues();
        v.put("id", id);
        v.put("list_id", listId);
        v.put("store_id", storeId);
        v.put("placed_at", System.currentTimeMillis());
        v.put("status", "queued");
        getWritableDatabase().insertOrThrow("orders", null, v);
        return id;
    }

    @Override
    public String receiptName(String orderId) {
        try (Cursor c = getReadableDatabase().query("orders", new String[] {"receipt"}, "id = ?",
                new String[] {orderId}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    /** The stores the user can order from, as {id, name}. */
    public List<String[]> stores() {
        List<String[]> out = new ArrayList<>();
        try (Cursor c = getReadableDatabase().query("stores", new String[] {"id", "name"}, null, null, null, null,
                "name")) {
            while (c.moveToNext()) {
                out.add(new String[] {c.getString(0), c.getString(1)});
            }
        }
        return out;
    }

    /** The certificate digest an unexpired grant of this scope binds to the package and UID, or null. */
    public String grantedCert(String pkg, int uid, String scope) {
        try (Cursor c = getReadableDatabase().query("grants", new String[] {"cert_sha256"},
                "package = ? AND uid = ? AND scope = ? AND expires_at > ?",
                new String[] {pkg, Integer.toString(uid), scope, Long.toString(System.currentTimeMillis())},
                null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
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
}
