package com.hearthlist.cetp;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Durable request deduplication and operation state, one SQLite file for both providers. */
public final class Ledger extends SQLiteOpenHelper {
    private static final String[] OPERATION_COLUMNS = {"id", "uid", "request_id", "tool", "state", "result", "error_code"};

    public Ledger(Context context) {
        super(context, "cetp-ledger.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, outcome TEXT NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }

    /** The kept outcome of this caller's request_id, or INVALID_REQUEST when the id came back with other content. */
    public Optional<android.os.Bundle> replay(String provider, Request req) {
        try (Cursor c = getReadableDatabase().query("requests", new String[] {"digest", "outcome"},
                "provider = ? AND uid = ? AND request_id = ?",
                new String[] {provider, Integer.toString(req.uid()), req.requestId()}, null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            if (!c.getString(0).equals(digest(req))) {
                return Optional.of(Replies.error(req, "INVALID_REQUEST", "request_id was used with other arguments",
                        false));
            }
            return Optional.of(Replies.stored(req.extras(), c.getString(1)));
        }
    }

    public void keep(String provider, Request req, String data) {
        ContentValues row = new ContentValues();
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(req.uid()));
        row.put("request_id", req.requestId());
        row.put("tool", req.tool());
        row.put("digest", digest(req));
        row.put("outcome", data);
        getWritableDatabase().insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public void openOperation(String provider, String id, Request req) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(req.uid()));
        row.put("request_id", req.requestId());
        row.put("tool", req.tool());
        row.put("state", "running");
        getWritableDatabase().insertOrThrow("operations", null, row);
    }

    public void finishOperation(String id, String state, String result, String errorCode) {
        ContentValues row = new ContentValues();
        row.put("state", state);
        row.put("result", result);
        row.put("error_code", errorCode);
        getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    /** Every operation of one provider, newest last. */
    public List<Operation> operations(String provider) {
        List<Operation> out = new ArrayList<>();
        try (Cursor c = getReadableDatabase().query("operations", OPERATION_COLUMNS, "provider = ?",
                new String[] {provider}, null, null, "rowid")) {
            while (c.moveToNext()) {
                out.add(new Operation(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                        c.getString(5), c.getString(6)));
            }
        }
        return out;
    }

    private static String digest(Request req) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(req.tool().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            byte[] sum = sha.digest(req.rawArgs().getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : sum) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static final class Operation {
        public final String id;
        public final int uid;
        public final String requestId;
        public final String tool;
        public final String state;
        public final String result;
        public final String errorCode;

        Operation(String id, int uid, String requestId, String tool, String state, String result, String errorCode) {
            this.id = id;
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
        }
    }
}
