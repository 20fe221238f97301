package com.fixitnow.visits;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Intent;
import android.content.SharedPreferences;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.fixitnow.core.Replies;
import com.fixitnow.core.Tokens;
import com.fixitnow.ui.ApproveVisitActivity;
import com.fixitnow.ui.ConfirmWebActivity;
import com.fixitnow.ui.HomeActivity;
import com.fixitnow.ui.VisitDetailActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** FixItNow's repair-visit tools: booking, rescheduling, cancelling, and the visit photos. */
public class VisitProvider extends ContentProvider {
    static final String TAG = "FixItNow";
    static final String TOOLS = "{\"revision\":\"visits-3\",\"tools\":[]}";
    static final byte[] DESK_CERT = Base64.decode("q0v1Yb4cJm8PzN2sXe7kT5hR9wLd3uGf6iA0oC1yKtE=", Base64.DEFAULT);
    static final Uri PHOTOS = Uri.parse("content://com.fixitnow.files/photos");

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final Map<String, Integer> grants = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(uid, DESK_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
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
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, req);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    private Bundle execute(String tool, JSONObject args, int uid, Bundle req) throws Exception {
        if ("book_visit".equals(tool)) {
            return book(args, uid, req.getString("resume_token"));
        }
        if ("reschedule_visit".equals(tool)) {
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(rescheduleStack(args.getLong("visit_id")), token);
        }
        if ("cancel_visit".equals(tool)) {
            return cancel(args, uid);
        }
        if ("visit_photos".equals(tool)) {
            return photos(args, req);
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    Bundle book(JSONObject args, int uid, String resume) throws JSONException {
        String slot = args.getString("slot");
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(confirmWeb(slot, args.optBoolean("confirmed")), token);
        }
        visits().edit().putString(slot, args.getString("address")).apply();
        return Replies.ok("{\"booked\":true}");
    }

    PendingIntent confirmWeb(String slot, boolean agentSaysOk) {
        Intent i = new Intent(getContext(), ConfirmWebActivity.class);
        i.putExtra("slot", slot);
        i.putExtra("agent_confirmed", agentSaysOk);
        return PendingIntent.getActivity(getContext(), 1, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    PendingIntent rescheduleStack(long visitId) {
        Intent home = new Intent(getContext(), HomeActivity.class);
        Intent detail = new Intent(getContext(), VisitDetailActivity.class);
        detail.putExtra("visit_id", visitId);
        Intent[] stack = {home, detail};
        return PendingIntent.getActivities(getContext(), 2, stack, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    Bundle cancel(JSONObject args, int uid) throws JSONException {
        long visit = args.getLong("visit_id");
        if (args.optBoolean("confirmed")) {
            visits().edit().remove(Long.toString(visit)).apply();
            return Replies.ok("{\"cancelled\":true}");
        }
        String token = Tokens.fresh();
        pending.put(token, uid);
        return Replies.needsUser(cancelScreen(visit), token);
    }

    PendingIntent cancelScreen(long visit) {
        Intent i = new Intent();
        i.setComponent(new ComponentName(getContext(), ApproveVisitActivity.class));
        i.putExtra("visit_id", visit);
        return PendingIntent.getActivity(getContext(), 3, i, PendingIntent.FLAG_IMMUTABLE);
    }

    Bundle photos(JSONObject args, Bundle req) throws JSONException {
        Uri photo = ContentUris.withAppendedId(PHOTOS, args.getLong("visit_id"));
        String consumer = req.getString("caller_package");
        long ident = Binder.clearCallingIdentity();
        try {
            getContext().grantUriPermission(consumer, photo, Intent.FLAG_GRANT_READ_URI_PERMISSION);
            grants.put(photo.toString(), Binder.getCallingUid());
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        return Replies.ok(new JSONObject().put("uri", photo.toString()).toString());
    }

    SharedPreferences visits() {
        return getContext().getSharedPreferences("visits", 0);
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
