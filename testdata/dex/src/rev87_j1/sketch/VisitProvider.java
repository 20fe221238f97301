package com.tuneup.visits;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.tuneup.core.Deadlines;
import com.tuneup.core.Replies;
import java.io.File;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** TuneUp's visit-booking tools: book a tuner's visit, series of visits, history, the visit log. */
public class VisitProvider extends ContentProvider {
    static final String TAG = "TuneUp";
    static final String TOOLS = "{\"revision\":\"visits-3\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Random rng = new Random();
    private VisitDb db;

    @Override
    public boolean onCreate() {
        db = new VisitDb(getContext());
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        return pm.checkSignatures(pkgs[0], getContext().getPackageName()) == PackageManager.SIGNATURE_MATCH;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(rng.nextLong());
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
        String tool = req.getString("tool_name", "");
        JSONObject args;
        try {
            args = new JSONObject(req.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENTS", "args are not a JSON object");
        }
        if ("book_series".equals(tool)) {
            return bookSeries(req, args, uid);
        }
        if (Deadlines.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return execute(tool, args, uid);
    }

    Bundle execute(String tool, JSONObject args, int uid) {
        db.open();
        try {
            if ("clear_history".equals(tool)) {
                return clearHistory(args);
            }
            if ("export_log".equals(tool)) {
                return exportLog();
            }
            if ("book_visit".equals(tool)) {
                return bookVisit(args);
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            return Replies.error("INTERNAL_ERROR", e.getMessage());
        } finally {
            db.release();
        }
    }

    Bundle clearHistory(JSONObject args) {
        String piano = args.optString("piano_id");
        try (Cursor c = db.get().rawQuery("SELECT id FROM visits WHERE piano = ?", new String[] {piano})) {
            if (c.getCount() == 0) {
                return Replies.ok("{\"cleared\":0}");
            }
            if (args.optBoolean("confirmed")) {
                db.get().delete("visits", "piano = ?", new String[] {piano});
                return Replies.ok("{\"cleared\":1}");
            }
            return Replies.ok("{\"cleared\":0,\"ask_owner\":true}");
        }
    }

    Bundle exportLog() throws Exception {
        File out = new File(getContext().getCacheDir(), "visits.csv");
        try (Cursor c = db.get().rawQuery("SELECT id, piano, week FROM visits", null)) {
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(out,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE);
            Bundle b = Replies.file();
            b.putInt("rows", c.getCount());
            b.putParcelable("result_fd", fd);
            return b;
        }
    }

    Bundle bookVisit(JSONObject args) throws JSONException {
        String piano = args.getString("piano_id");
        long ident = Binder.clearCallingIdentity();
        if (args.optBoolean("quiet")) {
            Log.i(TAG, Integer.toString(Binder.getCallingUid()));
            return Replies.ok("{\"booked\":false}");
        }
        try {
            getContext().getContentResolver().notifyChange(Uri.parse("content://com.tuneup.visits/visits"), null);
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        int uid = Binder.getCallingUid();
        db.addVisit(piano, uid, 0);
        return Replies.ok("{\"booked\":true}");
    }

    Bundle bookSeries(Bundle req, JSONObject args, int uid) {
        JSONArray pianos = args.optJSONArray("pianos");
        if (pianos == null) {
            return Replies.error("INVALID_ARGUMENTS", "pianos missing");
        }
        int weeks = args.optInt("weeks", 4);
        outer:
        for (int i = 0; i < pianos.length(); i++) {
            String piano = pianos.optString(i);
            for (int w = 0; w < weeks; w++) {
                if (db.taken(piano, w)) {
                    continue outer;
                }
                db.addVisit(piano, uid, w);
                if (Deadlines.expired(req)) {
                    break outer;
                }
            }
        }
        return Replies.ok("{\"series\":true}");
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
