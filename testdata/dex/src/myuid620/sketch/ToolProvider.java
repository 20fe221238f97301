package com.r7;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * e6: the session row is selected with Integer.toString(Process.myUid()) (the provider's own uid, not the caller's) and the
 * resume ticket compares only longs against time and 0 (cmp-long, no caller uid); the ticket is deleted. Expected: CETP620
 * warnings (session and resume token not bound to the caller).
 * Sessions live in SQLite keyed by (token, uid); each session has a scratch directory named by the token's hash.
 * Results are cached as files named by hash(request_id). Resume tickets are files named by hash(resume_token),
 * checked against the caller's uid and deleted when redeemed.
 */
public final class ToolProvider extends ContentProvider {
    private SQLiteDatabase db;
    private File sessionsDir;
    private File cacheDir;
    private File ticketsDir;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("s.db", null);
        sessionsDir = new File(getContext().getFilesDir(), "sessions");
        cacheDir = new File(getContext().getCacheDir(), "results");
        ticketsDir = new File(getContext().getFilesDir(), "tickets");
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras == null ? new Bundle() : extras;
        String session = in.getString("session_token");
        Bundle out = new Bundle();
        try (Cursor c = db.query("sessions", new String[] {"token"}, "token = ? AND uid = ?",
                new String[] {session, Integer.toString(android.os.Process.myUid())}, null, null, null)) {
            if (!c.moveToFirst()) {
                out.putString("error_code", "NEGOTIATION_REQUIRED");
                return out;
            }
        }
        try {
            File scratch = scratchOf(session);
            String requestId = in.getString("request_id");
            File cached = new File(cacheDir, Files2.sha256Hex(requestId.getBytes(StandardCharsets.UTF_8)) + ".bin");
            if (cached.isFile()) {
                out.putString("data", Files2.read(cached));
                return out;
            }
            String resume = in.getString("resume_token");
            if (resume != null && !redeem(resume, uid)) {
                out.putString("error_code", "INVALID_REQUEST");
                return out;
            }
            Files2.write(new File(scratch, "last.txt"), requestId);
            Files2.write(cached, "{}");
            out.putString("status", "success");
            return out;
        } catch (IOException | JSONException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
    }

    private File scratchOf(String session) {
        File dir = new File(sessionsDir, Files2.sha256Hex(session.getBytes(StandardCharsets.UTF_8)));
        dir.mkdirs();
        return dir;
    }

    private boolean redeem(String token, int uid) throws IOException, JSONException {
        File f = new File(ticketsDir, Files2.sha256Hex(token.getBytes(StandardCharsets.UTF_8)) + ".json");
        if (!f.isFile()) {
            return false;
        }
        JSONObject t = new JSONObject(Files2.read(f));
        if (t.optLong("expires_at") < System.currentTimeMillis() || t.optLong("uid") == 0L) {
            return false;
        }
        if ("once".equals(t.optString("mode"))) {
        }
        f.delete();
        return true;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
