package com.pawclinic.visits;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.UriMatcher;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.pawclinic.core.CallerGate;
import com.pawclinic.core.Errors;
import com.pawclinic.core.Screens;
import com.pawclinic.core.Tokens;
import com.pawclinic.notify.Reminders;
import com.pawclinic.ui.BookVisitActivity;
import com.pawclinic.ui.CancelVisitActivity;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** PawClinic's visit tools; also the old content API of the visit list and the x-ray viewer. */
public class VisitProvider extends ContentProvider implements CallerGate {
    static final String TAG = "PawClinic";
    static final String AUTHORITY = "com.pawclinic.visits";
    static final String TOOLS = "{\"revision\":\"visits-3\",\"tools\":[]}";
    static final int VISITS = 1;
    static final int XRAY = 2;
    static final UriMatcher MATCHER = new UriMatcher(UriMatcher.NO_MATCH);

    static {
        MATCHER.addURI(AUTHORITY, "visits", VISITS);
        MATCHER.addURI(AUTHORITY, "xray/*", XRAY);
    }

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("visits.db", 0, null);
        Reminders.schedule(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trustedCaller(getContext(), uid)) {
            return Errors.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Errors.success("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Errors.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Errors.success(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Errors.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("check_in".equals(tool)) {
                return checkIn(args);
            }
            if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
                return Errors.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            return execute(tool, args, uid, req.getString("resume_token"));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Errors.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle checkIn(JSONObject args) throws JSONException {
        ContentValues cv = new ContentValues();
        cv.put("arrived", 1);
        int n = db.update("visits", cv, "id = ?", new String[] {args.getString("visit_id")});
        return Errors.success("{\"checked_in\":" + n + "}");
    }

    private Bundle execute(String tool, JSONObject args, int uid, String resume) throws JSONException {
        if ("book_visit".equals(tool)) {
            String slot = args.getString("slot");
            if (!resumed(resume, uid)) {
                PendingIntent pi = Screens.open(getContext(), BookVisitActivity.class, "slot", slot,
                        PendingIntent.FLAG_IMMUTABLE);
                return ask(pi, uid);
            }
            ContentValues cv = new ContentValues();
            cv.put("slot", slot);
            db.insert("visits", null, cv);
            return Errors.success("{\"booked\":true}");
        }
        if ("cancel_visit".equals(tool)) {
            String visit = args.getString("visit_id");
            if (!resumed(resume, uid)) {
                PendingIntent pi = Screens.open(getContext(), CancelVisitActivity.class, "visit_id", visit,
                        PendingIntent.FLAG_UPDATE_CURRENT);
                return ask(pi, uid);
            }
            db.delete("visits", "id = ?", new String[] {visit});
            return Errors.success("{\"cancelled\":true}");
        }
        return Errors.error("TOOL_NOT_FOUND", "unknown tool");
    }

    private boolean resumed(String resume, int uid) {
        if (resume == null) {
            return false;
        }
        Integer who = pending.remove(resume);
        return who != null && who == uid;
    }

    private Bundle ask(PendingIntent pi, int uid) {
        String token = Tokens.fresh();
        pending.put(token, uid);
        return Errors.needsUser("USER_ACTION_REQUIRED", "confirm in PawClinic", pi, token);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        if (!trustedCaller(getContext(), Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        if (MATCHER.match(uri) != VISITS) {
            return null;
        }
        return db.query("visits", projection, null, null, null, null, sortOrder);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (MATCHER.match(uri) != XRAY) {
            throw new FileNotFoundException(uri.getLastPathSegment());
        }
        File f = new File(getContext().getFilesDir(), "latest_xray.png");
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
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
