package com.lunchline.orders;

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
import com.lunchline.bus.CommandBus;
import com.lunchline.bus.OrdersModule;
import com.lunchline.core.Replies;
import com.lunchline.core.Tokens;
import com.lunchline.data.LunchStore;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** LunchLine's order tools: every execute_tool goes through the command bus. */
public class OrdersProvider extends ContentProvider {
    static final String TAG = "LunchLine";
    static final String TOOLS = "{\"revision\":\"orders-2\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final CommandBus bus = new CommandBus();

    @Override
    public boolean onCreate() {
        OrdersModule.register(bus, LunchStore.open(getContext()));
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if (pm.checkSignatures("com.lunchline", p) == PackageManager.SIGNATURE_MATCH) {
                return true;
            }
        }
        return false;
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
            String tool = req.getString("tool_name", "");
            String env = new JSONObject().put("method", tool).put("params", args).put("caller", uid).toString();
            JSONObject reply = new JSONObject(bus.dispatch(env));
            if ("USER_ACTION_REQUIRED".equals(reply.optString("error_code"))) {
                return Replies.needsUser(confirmScreen(reply.getLong("order_id")), Tokens.fresh());
            }
            return Replies.fromReply(reply);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    PendingIntent confirmScreen(long orderId) {
        Intent i = new Intent("com.lunchline.action.CONFIRM");
        i.setPackage("com.lunchline");
        i.putExtra("order_id", orderId);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
