package com.loomkit;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import org.json.JSONException;
import org.json.JSONObject;

public final class YarnProvider extends KitProvider {
    private static final String TOOLS = "[{\"name\":\"dye_lot\",\"effect\":\"write\"},{\"name\":\"share_pattern\",\"effect\":\"write\"},{\"name\":\"order_swatch\",\"effect\":\"write\"},{\"name\":\"find_yarn\",\"effect\":\"read\"},{\"name\":\"yarns_by_weight\",\"effect\":\"read\"}]";

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Context ctx = getContext();
        if (ctx == null) return null;
        if (callerPackage(uid) == null) return fail("PERMISSION_DENIED", "not a LoomKit app");
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = secureToken();
            getSessions().put(token, uid);
            return ok("{\"selected_version\":2,\"session_token\":\"" + token + "\"}");
        }
        Integer owner = ownerOf(req.getString("session_token"));
        if (owner == null) return fail("NEGOTIATION_REQUIRED", "negotiate first");
        if ("list_tools".equals(method)) return ok(TOOLS);
        if (!"execute_tool".equals(method)) return fail("METHOD_NOT_FOUND", "unknown method");
        long deadline = req.getLong("deadline_at_ms");
        if (deadline > 0 && deadline < System.currentTimeMillis()) return fail("DEADLINE_EXCEEDED", "too late");
        JSONObject args;
        try {
            args = new JSONObject(req.getString("args", "{}"));
        } catch (JSONException e) {
            Log.w(TAG, "bad args", e);
            return fail("INVALID_ARGUMENT", "args is not a JSON object");
        }
        String tool = req.getString("tool_name");
        if ("dye_lot".equals(tool)) return dyeLot(ctx, uid, req, args);
        if ("share_pattern".equals(tool)) return sharePattern(ctx, uid, req);
        if ("order_swatch".equals(tool)) return orderSwatch(ctx, uid, req, args);
        if ("find_yarn".equals(tool)) return findYarn(args);
        if ("yarns_by_weight".equals(tool)) return yarnsByWeight(args);
        return fail("TOOL_NOT_FOUND", "unknown tool");
    }

    private Bundle dyeLot(Context ctx, int uid, Bundle req, JSONObject args) {
        if (take(req.getString("resume_token"), uid, "dye_lot")) {
            ContentValues values = new ContentValues();
            values.put("lot", args.optString("lot"));
            values.put("owner", Integer.valueOf(uid));
            getDb().insert("dye_lots", null, values);
            return ok("{\"reserved\":true}");
        }
        Intent intent = new Intent(ctx, ConfirmDyeLotActivity.class);
        PendingIntent pi = PendingIntent.getActivity(ctx, 3, intent, KitProvider.PI_FLAGS);
        return needsUser(pi, issue(secureToken(), uid, "dye_lot"));
    }

    private Bundle sharePattern(Context ctx, int uid, Bundle req) {
        if (take(req.getString("resume_token"), uid, "share_pattern")) {
            getDb().execSQL("UPDATE patterns SET shared = 1");
            return ok("{\"shared\":true}");
        }
        Intent intent = new Intent(ACTION_SHARE).setPackage(ctx.getPackageName());
        PendingIntent pi = PendingIntent.getActivity(ctx, 4, intent, KitProvider.LOCKED_FLAGS);
        return needsUser(pi, issue(quickToken(), uid, "share_pattern"));
    }

    private Bundle orderSwatch(Context ctx, int uid, Bundle req, JSONObject args) {
        if (take(req.getString("resume_token"), uid, "order_swatch")) {
            ContentValues values = new ContentValues();
            values.put("yarn", args.optString("yarn"));
            values.put("owner", Integer.valueOf(uid));
            getDb().insert("swatches", null, values);
            return ok("{\"ordered\":true}");
        }
        Intent intent = new Intent(ctx, ConfirmSwatchActivity.class);
        PendingIntent pi = PendingIntent.getActivity(ctx, 5, intent, KitProvider.LOCKED_FLAGS);
        return needsUser(pi, issue(secureToken(), uid, "order_swatch"));
    }

    private Bundle findYarn(JSONObject args) {
        String q = args.optString("query");
        Cursor c = getDb().rawQuery("SELECT name, weight FROM yarns WHERE name LIKE '%" + q + "%'", null);
        int n = c.getCount();
        c.close();
        return ok("{\"matches\":" + n + "}");
    }

    private Bundle yarnsByWeight(JSONObject args) {
        String weight = args.optString("weight");
        Cursor c = getDb().rawQuery("SELECT name FROM yarns WHERE weight = ?", new String[] {weight});
        int n = c.getCount();
        c.close();
        return ok("{\"matches\":" + n + "}");
    }
}
