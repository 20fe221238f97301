package com.starslot.booking;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.starslot.core.Replies;
import com.starslot.core.Store;
import com.starslot.core.Tokens;
import com.starslot.ui.ConfirmActivity;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Telescope-time booking; each tool is a method tool_<name> found by reflection. */
public final class BookingProvider extends ContentProvider {
    static final String TAG = "StarSlot";
    static final String TOOLS = "{\"revision\":\"booking-1\",\"tools\":[]}";
    static final byte[] CLUB_CERT = new byte[32];

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        Store.init(getContext());
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, CLUB_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = Objects.requireNonNull(extras, "extras");
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
        String tool = req.getString("tool_name", "");
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            Method m = getClass().getDeclaredMethod("tool_" + tool, JSONObject.class, int.class);
            return (Bundle) m.invoke(this, args, uid);
        } catch (InvocationTargetException e) {
            return Replies.error("INTERNAL_ERROR", String.format("%s failed: %s", tool, e.getCause().getMessage()));
        } catch (Exception e) {
            Log.w(TAG, "dispatch", e);
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
    }

    Bundle tool_book(JSONObject args, int uid) throws Exception {
        String slot = args.getString("slot");
        String resume = args.optString("resume_token", null);
        if (resume != null) {
            Integer owner = pending.remove(resume);
            if (owner == null || owner != uid) {
                return Replies.error("INVALID_RESUME_TOKEN", "unknown resume token");
            }
            ContentValues v = new ContentValues();
            v.put("slot", slot);
            v.put("owner", uid);
            Store.db.insert("bookings", null, v);
            return Replies.ok("{\"booked\":true}");
        }
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "consumer says confirmed; asking the member anyway");
        }
        String token = Tokens.fresh();
        pending.put(token, uid);
        return Replies.needsUser(confirmScreen(slot), token);
    }

    Bundle tool_cancel(JSONObject args, int uid) throws Exception {
        String id = Optional.ofNullable(args.optString("booking_id", null))
                .map(String::trim)
                .orElseThrow(() -> new IllegalArgumentException("booking_id missing"));
        if (args.optBoolean("confirmed")) {
            Store.db.delete("bookings", "id = ? AND owner = ?", new String[] {id, String.valueOf(uid)});
            return Replies.ok("{\"cancelled\":true}");
        }
        return Replies.needsUser(confirmScreen(id), Tokens.fresh());
    }

    PendingIntent confirmScreen(String what) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("what", what);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_UPDATE_CURRENT);
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
