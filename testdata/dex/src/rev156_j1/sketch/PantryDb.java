package com.brightfold.pantry.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.json.JSONException;
import org.json.JSONObject;

/** The app's one database: pantry items, shopping lists, orders, assistant grants and the execution ledger. */
public final class PantryDb extends SQLiteOpenHelper {
    private static PantryDb instance;

    private PantryDb(Context context) {
        super(context, "pantry.db", null, 3);
    }

    public static synchronized PantryDb get(Context context) {
        if (instance == null) {
            instance = new PantryDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, quantity INTEGER NOT NULL,"
                + " unit TEXT, low_mark INTEGER NOT NULL DEFAULT 1, expires_on TEXT, added_by_uid INTEGER)");
        db.execSQL("CREATE TABLE shopping (id INTEGER PRIMARY KEY, list_name TEXT NOT NULL, item_name TEXT NOT NULL,"
                + " quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL DEFAULT 0, added_by_uid INTEGER)");
        db.execSQL("CREATE TABLE orders (id INTEGER PRIMARY KEY, list_name TEXT NOT NULL, total_cents INTEGER NOT NULL,"
                + " owner_uid INTEGER NOT NULL, placed_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (package TEXT PRIMARY KEY, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE ledger (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : Arrays.asList("items", "shopping", "orders", "grants", "ledger")) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }

    public <T> List<T> rows(Cursor cursor, Function<Cursor, T> mapper) {
        List<T> out = new ArrayList<>();
        try (Cursor c = cursor) {
            while (c.moveToNext()) {
                out.add(mapper.apply(c));
            }
        }
        return out;
    }

    public Optional<Grant> grantFor(String pkg) {
        Cursor c = getReadableDatabase().query("grants", new String[] {"cert_sha256", "scopes", "expires_at"},
                "package = ?", new String[] {pkg}, null, null, null, "1");
        return rows(c, Grant::read).stream().findFirst();
    }

    public Optional<Entry> recorded(int uid, String provider, String requestId) {
        Cursor c = getReadableDatabase().query("ledger", new String[] {"tool", "args", "value"},
                "uid = ? AND provider = ? AND request_id = ?",
                new String[] {Integer.toString(uid), provider, requestId}, null, null, null, "1");
        return rows(c, Entry::read).stream().findFirst();
    }

    public void record(int uid, String provider, String requestId, String tool, String args, JSONObject value) {
        ContentValues row = new ContentValues();
        row.put("uid", Integer.valueOf(uid));
        row.put("provider", provider);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("args", args);
        row.put("value", value.toString());
        getWritableDatabase().insertWithOnConflict("ledger", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    /** An assistant's grant: the certificate its package must be signed with and the scopes it holds. */
    public static final class Grant {
        private final byte[] certSha256;
        private final List<String> scopes;
        private final long expiresAt;

        private Grant(byte[] certSha256, List<String> scopes, long expiresAt) {
            this.certSha256 = certSha256;
            this.scopes = scopes;
            this.expiresAt = expiresAt;
        }

        static Grant read(Cursor c) {
            return new Grant(unhex(c.getString(0)), Arrays.asList(c.getString(1).split(" ")), c.getLong(2));
        }

        public byte[] certSha256() {
            return certSha256;
        }

        public long expiresAt() {
            return expiresAt;
        }

        public boolean covers(String scope) {
            return scopes.contains(scope);
        }

        private static byte[] unhex(String text) {
            byte[] out = new byte[text.length() / 2];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
            }
            return out;
        }
    }

    /** A mutation already executed for (uid, provider, request_id): replayed instead of run again. */
    public static final class Entry {
        private final String tool;
        private final String args;
        private final String value;

        private Entry(String tool, String args, String value) {
            this.tool = tool;
            this.args = args;
            this.value = value;
        }

        static Entry read(Cursor c) {
            return new Entry(c.getString(0), c.getString(1), c.getString(2));
        }

        public boolean sameCall(String tool, String args) {
            return this.tool.equals(tool) && this.args.equals(args);
        }

        public JSONObject value() {
            try {
                return new JSONObject(value);
            } catch (JSONException e) {
                throw new IllegalStateException("ledger row is not JSON", e);
            }
        }
    }
}
