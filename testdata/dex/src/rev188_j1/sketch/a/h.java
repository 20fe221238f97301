package a;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

import com.clawseed.tools.provider.CetpMutationExecutor;

import java.util.concurrent.Callable;

import org.json.JSONObject;

/**
 * The notes provider's mutation executor: the journal row (UID, provider, request id, tool, args digest, outcome)
 * and the business change commit in one SQLite transaction; a repeated id replays the stored outcome.
 */
public final class h implements CetpMutationExecutor {
    private static final Object c = new Object();
    private final f b;

    public h(f helper) {
        this.b = helper;
    }

    @Override
    public Bundle execute(int uid, String providerId, String requestId, String toolName, String argsJson,
            Callable<Bundle> mutation) throws Exception {
        String digest = a.a(argsJson);
        synchronized (c) {
            SQLiteDatabase db = b.getWritableDatabase();
            db.beginTransaction();
            try {
                db.delete("journal", "created_at < ?",
                        new String[] {String.valueOf(System.currentTimeMillis() - 172800000L)});
                Cursor cur = db.query("journal", new String[] {"tool", "args_sha256", "outcome"},
                        "uid = ? AND provider_id = ? AND request_id = ?",
                        new String[] {String.valueOf(uid), providerId, requestId}, null, null, null);
                try {
                    if (cur.moveToFirst()) {
                        if (!toolName.equals(cur.getString(0)) || !digest.equals(cur.getString(1))) {
                            return null;
                        }
                        JSONObject stored = new JSONObject(cur.getString(2));
                        db.setTransactionSuccessful();
                        return "error".equals(stored.optString("status"))
                                ? a.a(requestId, stored.optString("error_code"))
                                : a.b(requestId, stored.optString("status"), stored.optString("data"));
                    }
                } finally {
                    cur.close();
                }
                Bundle out = mutation.call();
                String status = out.getString("status");
                if (!"error".equals(status) || !out.getBoolean("retryable")) {
                    JSONObject record = new JSONObject()
                            .put("status", status)
                            .put("data", out.getString("data"))
                            .put("error_code", out.getString("error_code"));
                    ContentValues row = new ContentValues();
                    row.put("uid", uid);
                    row.put("provider_id", providerId);
                    row.put("request_id", requestId);
                    row.put("tool", toolName);
                    row.put("args_sha256", digest);
                    row.put("outcome", record.toString());
                    row.put("created_at", System.currentTimeMillis());
                    db.insertOrThrow("journal", null, row);
                }
                db.setTransactionSuccessful();
                return out;
            } finally {
                db.endTransaction();
            }
        }
    }
}
