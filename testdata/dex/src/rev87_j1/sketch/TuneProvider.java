package com.tuneup.tuning;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.tuneup.core.Deadlines;
import com.tuneup.core.Replies;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** TuneUp's tuning tools, dispatched through a registry of method references. */
public class TuneProvider extends ContentProvider {
    static final String TAG = "TuneUp";
    static final String TOOLS = "{\"revision\":\"tuning-2\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, BiFunction<Context, JSONObject, Bundle>> tools = new HashMap<>();
    private final SecureRandom rng = new SecureRandom();

    @Override
    public boolean onCreate() {
        tools.put("find_piano", TuneTools::findPiano);
        tools.put("pianos_by_make", TuneTools::byMake);
        tools.put("cancel_visit", this::cancel);
        tools.put("tune_all", this::tuneAll);
        tools.put("export_curve", this::exportCurve);
        BiFunction<Context, JSONObject, Cursor> history = TuneTools::history;
        tools.put("history", history.andThen(TuneTools::summarize));
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if (pm.checkSignatures(p, getContext().getPackageName()) != PackageManager.SIGNATURE_MATCH) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            byte[] raw = new byte[24];
            rng.nextBytes(raw);
            String token = Base64.encodeToString(raw, Base64.NO_WRAP);
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Deadlines.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        JSONObject args;
        try {
            args = new JSONObject(req.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENTS", "args are not a JSON object");
        }
        BiFunction<Context, JSONObject, Bundle> fn = tools.get(req.getString("tool_name", ""));
        if (fn == null) {
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
        TuneTools.acquire();
        try {
            return fn.apply(getContext(), args);
        } catch (RuntimeException e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        } finally {
            TuneTools.release();
        }
    }

    Bundle cancel(Context ctx, JSONObject args) {
        String visit = args.optString("visit_id");
        long ident = Binder.clearCallingIdentity();
        try {
            ctx.getContentResolver().notifyChange(Uri.parse("content://com.tuneup.tuning/visits"), null);
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        int uid = Binder.getCallingUid();
        SQLiteDatabase d = TuneTools.db(ctx);
        try (Cursor c = d.rawQuery("SELECT id FROM visits WHERE id = ? AND uid = ?",
                new String[] {visit, Integer.toString(uid)})) {
            if (args.optBoolean("confirmed")) {
                Log.i(TAG, "agent says confirmed; the visit is the caller's own anyway");
            }
            if (c.moveToFirst()) {
                d.delete("visits", "id = ?", new String[] {visit});
                return Replies.ok("{\"cancelled\":true}");
            }
            return Replies.ok("{\"cancelled\":false}");
        }
    }

    Bundle tuneAll(Context ctx, JSONObject args) {
        JSONArray pianos = args.optJSONArray("pianos");
        if (pianos == null) {
            return Replies.error("INVALID_ARGUMENTS", "pianos missing");
        }
        SQLiteDatabase d = TuneTools.db(ctx);
        int limit = args.optInt("limit", 500);
        int done = 0;
        outer:
        for (int i = 0; i < pianos.length(); i++) {
            String piano = pianos.optString(i);
            for (int key = 0; key < 88; key++) {
                if (piano.isEmpty()) {
                    continue outer;
                }
                d.execSQL("INSERT INTO pitches(piano, key_no) VALUES (?, ?)", new Object[] {piano, key});
                if (++done >= limit) {
                    break outer;
                }
            }
        }
        return Replies.ok("{\"tuned\":true}");
    }

    Bundle exportCurve(Context ctx, JSONObject args) {
        File f = new File(ctx.getCacheDir(), "curve.json");
        try (ParcelFileDescriptor w = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_WRITE_ONLY
                | ParcelFileDescriptor.MODE_CREATE | ParcelFileDescriptor.MODE_TRUNCATE)) {
            new FileOutputStream(w.getFileDescriptor()).write(args.optString("piano_id").getBytes());
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
            Bundle b = Replies.file();
            b.putParcelable("result_fd", fd);
            return b;
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", "the curve could not be written");
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
