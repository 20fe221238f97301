package com.rentroll.ledger;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.util.Log;
import com.rentroll.core.Compat;
import com.rentroll.core.Replies;
import com.rentroll.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** RentRoll's rent ledger tools: fee waivers and late fees, each confirmed by the landlord. */
public class LedgerProvider extends ContentProvider {
    static final String TAG = "RentRoll";
    static final String TOOLS = "{\"revision\":\"ledger-2\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private Handler main;

    @Override
    public boolean onCreate() {
        main = new Handler(Looper.getMainLooper());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        if (!Compat.callerTrusted(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Compat.freshToken();
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
            String tool = req.getString("tool_name", "");
            String resume = req.getString("resume_token");
            if ("waive_fee".equals(tool)) {
                return waive(args, resume, uid);
            }
            if ("charge_late_fee".equals(tool)) {
                return lateFee(args, resume, uid);
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENT", "bad arguments");
        }
    }

    Bundle waive(JSONObject args, String resume, final int uid) throws JSONException {
        String unit = args.getString("unit");
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "consumer says the landlord confirmed");
        }
        if (!resumed(resume, uid)) {
            return askUser(receiptScreen(unit), uid);
        }
        getContext().getSharedPreferences("ledger", 0).edit().putBoolean(unit, true).apply();
        main.post(new Runnable() {
            @Override
            public void run() {
                Log.i(TAG, "fee waived for " + uid);
            }
        });
        return Replies.ok("{\"waived\":true}");
    }

    Bundle lateFee(JSONObject args, String resume, int uid) throws JSONException {
        String unit = args.getString("unit");
        if (!resumed(resume, uid)) {
            return askUser(lateFeeScreen(unit), uid);
        }
        getContext().getSharedPreferences("late_fees", 0).edit().putInt(unit, args.getInt("amount")).apply();
        return Replies.ok("{\"charged\":true}");
    }

    private boolean resumed(String resume, int uid) {
        Integer who = resume != null ? pending.remove(resume) : null;
        return who != null && who == uid;
    }

    private Bundle askUser(PendingIntent screen, int uid) {
        String token = Compat.freshToken();
        pending.put(token, uid);
        return Replies.needsUser(screen, token);
    }

    PendingIntent receiptScreen(String unit) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("unit", unit);
        int flags = Build.VERSION.SDK_INT >= 23 ? PendingIntent.FLAG_IMMUTABLE : 0;
        return PendingIntent.getActivity(getContext(), 1, i, flags | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    PendingIntent lateFeeScreen(String unit) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("unit", unit);
        int flags = Build.VERSION.SDK_INT >= Build.VERSION_CODES.S ? PendingIntent.FLAG_IMMUTABLE : 0;
        return PendingIntent.getActivity(getContext(), 2, i, flags | PendingIntent.FLAG_UPDATE_CURRENT);
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
