package com.verdant.garden.beds;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.verdant.garden.cetp.Envelopes;
import com.verdant.garden.cetp.ErrorCode;
import com.verdant.garden.cetp.MutationExecutor;
import com.verdant.garden.cetp.ProviderRequest;
import com.verdant.garden.data.GardenDatabase;
import java.util.Optional;
import java.util.function.Function;

/**
 * §6 deduplication for the beds provider: the reservation, the business change and the outcome are written in one
 * SQLite transaction, keyed by (UID, provider, request_id) and bound to the tool and the args digest.
 */
public final class DurableMutationExecutor implements MutationExecutor {
    private final GardenDatabase helper;
    private final String provider;

    public DurableMutationExecutor(GardenDatabase helper, String provider) {
        this.helper = helper;
        this.provider = provider;
    }

    @Override
    public Bundle execute(ProviderRequest request, Function<ProviderRequest, Bundle> mutation) {
        String digest = request.argsDigest();
        Optional<Bundle> replay = prior(request).map(row -> row.answer(request, digest));
        if (replay.isPresent()) {
            return replay.get();
        }
        SQLiteDatabase db = helper.getWritableDatabase();
        db.beginTransaction();
        try {
            reserve(db, request, digest);
            Bundle out = mutation.apply(request);
            if (Envelopes.isTerminal(out)) {
                record(db, request, out);
            } else {
                release(db, request);
            }
            db.setTransactionSuccessful();
            return out;
        } finally {
            db.endTransaction();
        }
    }

    private Optional<Row> prior(ProviderRequest request) {
        try (Cursor c = helper.getReadableDatabase().query("request_log",
                new String[] {"tool", "args_sha256", "status", "data", "error_code"},
                "uid = ? AND provider = ? AND request_id = ?",
                new String[] {String.valueOf(request.uid()), provider, request.requestId()}, null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            return Optional.of(new Row(c.getString(0), c.getString(1), c.getString(2), c.getString(3),
                    c.getString(4)));
        }
    }

    private void reserve(SQLiteDatabase db, ProviderRequest request, String digest) {
        ContentValues row = new ContentValues();
        row.put("uid", request.uid());
        row.put("provider", provider);
        row.put("request_id", request.requestId());
        row.put("tool", request.tool().name());
        row.put("args_sha256", digest);
        row.put("created_at", System.currentTimeMillis());
        db.insertOrThrow("request_log", null, row);
    }

    private void record(SQLiteDatabase db, ProviderRequest request, Bundle out) {
        ContentValues row = new ContentValues();
        row.put("status", out.getString("status"));
        row.put("data", out.getString("data"));
        row.put("error_code", out.getString("error_code"));
        db.update("request_log", row, "uid = ? AND provider = ? AND request_id = ?",
                new String[] {String.valueOf(request.uid()), provider, request.requestId()});
    }

    private void release(SQLiteDatabase db, ProviderRequest request) {
        db.delete("request_log", "uid = ? AND provider = ? AND request_id = ?",
                new String[] {String.valueOf(request.uid()), provider, request.requestId()});
    }

    /** A request_log row. */
    private static final class Row {
        private final String tool;
        private final String digest;
        private final String status;
        private final String data;
        private final String errorCode;

        Row(String tool, String digest, String status, String data, String errorCode) {
            this.tool = tool;
            this.digest = digest;
            this.status = status;
            this.data = data;
            this.errorCode = errorCode;
        }

        Bundle answer(ProviderRequest request, String currentDigest) {
            if (!tool.equals(request.tool().name()) || !digest.equals(currentDigest)) {
                return Envelopes.error(ErrorCode.INVALID_REQUEST, request.requestId());
            }
            if (status == null) {
                return Envelopes.error(ErrorCode.CONFLICT, request.requestId());
            }
            return Envelopes.replay(request.requestId(), status, data, errorCode);
        }
    }
}
