package com.pawclinic.records;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.UriMatcher;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.pawclinic.core.Errors;
import com.pawclinic.core.Tokens;
import com.pawclinic.ui.PortalLoginActivity;
import com.pawclinic.ui.ReleaseRecordActivity;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** PawClinic's medical-record tools; also the old content API partner vets used. */
public class RecordProvider extends ContentProvider {
    static final String TAG = "PawClinic";
    static final String AUTHORITY = "com.pawclinic.records";
    static final String TOOLS = "{\"revision\":\"records-5\",\"tools\":[]}";
    static final byte[] VET_CERT = Base64.decode("Zk9pQ3JtN1x2b0hWc2E4dUxxMmJ5RjVlR1dOak0wUT0=", Base64.DEFAULT);
    static final int RECORDS = 1;
    static final int RECORD_ID = 2;
    static final UriMatcher MATCHER = new UriMatcher(UriMatcher.NO_MATCH);

    static {
        MATCHER.addURI(AUTHORITY, "records", RECORDS);
        MATCHER.addURI(AUTHORITY, "records/*", RECORD_ID);
    }

    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("records.db", 0, null);
        return true;
    }

    boolean callerTrusted(String pkg) {
        if (pkg == null) {
            return false;
        }
        try {
            PackageInfo info = getContext().getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(info.signatures[0].toByteArray());
            return Arrays.equals(digest, VET_CERT);
        } catch (Exception e) {
            return false;
        }
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!callerTrusted(getCallingPackage())) {
            return Errors.error("PERMISSION_DENIED", "caller not allowed");
        }
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            Bundle b = Errors.success("{\"selected_version\":2}");
            b.putString("session_token", Tokens.fresh());
            return b;
        }
        if ("list_tools".equals(method)) {
            return Errors.success(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Errors.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Errors.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, req.getString("resume_token"));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Errors.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    private Bundle execute(String tool, JSONObject args, int uid, String resume) throws JSONException {
        if ("search_records".equals(tool)) {
            return search(args);
        }
        if ("records_by_species".equals(tool)) {
            return bySpecies(args);
        }
        if ("share_record".equals(tool)) {
            if (!getContext().getSharedPreferences("portal", 0).getBoolean("linked", false)) {
                Bundle b = Errors.error("AUTH_REQUIRED", "sign in to the pet portal");
                b.putParcelable("resolution", loginScreen());
                return b;
            }
            return Errors.success("{\"shared\":true}");
        }
        if ("release_record".equals(tool)) {
            return release(args, uid, resume);
        }
        return Errors.error("TOOL_NOT_FOUND", "unknown tool");
    }

    Bundle search(JSONObject args) throws JSONException {
        List<String> where = new ArrayList<>();
        where.add("archived = 0");
        where.add("pet_name LIKE '%" + args.getString("pet") + "%'");
        Cursor c = db.rawQuery("SELECT id FROM records WHERE " + String.join(" AND ", where), null);
        int n = c.getCount();
        c.close();
        return Errors.success("{\"records\":" + n + "}");
    }

    Bundle bySpecies(JSONObject args) throws JSONException {
        List<String> where = new ArrayList<>();
        where.add("archived = 0");
        where.add("species = ?");
        Cursor c = db.rawQuery("SELECT id FROM records WHERE " + String.join(" AND ", where),
                new String[] {args.getString("species")});
        int n = c.getCount();
        c.close();
        return Errors.success("{\"records\":" + n + "}");
    }

    Bundle release(JSONObject args, int uid, String resume) throws JSONException {
        String record = args.getString("record_id");
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Errors.needsUser("USER_ACTION_REQUIRED", "confirm the release", releaseScreen(record), token);
        }
        ContentValues cv = new ContentValues();
        cv.put("released", 1);
        db.update("records", cv, "id = ?", new String[] {record});
        return Errors.success("{\"released\":true}");
    }

    PendingIntent releaseScreen(String record) {
        Intent i = new Intent(getContext(), ReleaseRecordActivity.class);
        i.putExtra("record_id", record);
        return PendingIntent.getActivity(getContext(), 1, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    PendingIntent loginScreen() {
        Intent i = new Intent(getContext(), PortalLoginActivity.class);
        return PendingIntent.getActivity(getContext(), 2, i, PendingIntent.FLAG_IMMUTABLE);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        if (!callerTrusted(getCallingPackage())) {
            throw new SecurityException("caller not allowed");
        }
        if (MATCHER.match(uri) != RECORDS) {
            return null;
        }
        return db.query("records", projection, "archived = 0", null, null, null, sortOrder);
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        switch (MATCHER.match(uri)) {
            case RECORD_ID:
                return db.delete("records", "id = ?", new String[] {uri.getLastPathSegment()});
            default:
                return 0;
        }
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
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
