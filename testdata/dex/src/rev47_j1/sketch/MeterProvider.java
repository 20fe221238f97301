package com.curbpass.meter;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import com.curbpass.core.Caller;
import com.curbpass.core.Callers;
import com.curbpass.core.Db;
import com.curbpass.core.Registry;
import com.curbpass.ui.DisputeActivity;
import com.curbpass.ui.TowReleaseActivity;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Street meters: start/extend a meter, plate lookups, tow releases, ticket disputes. */
public final class MeterProvider extends ContentProvider {
    private static final byte[] CITY_CERT = {0x3a, 0x11, 0x7c, 0x42, 0x09, 0x5e, 0x2d, 0x61};
    private static final String TOOLS = "{\"tools\":[\"refresh_meter\",\"start_meter\",\"lookup_plate\","
            + "\"plate_history\",\"tow_release\",\"dispute_ticket\",\"fleet_extend\",\"fleet_stop\"]}";

    record Pending(Caller caller, String tool, String args) {}

    record Op(int uid, long rowId) {}

    private final Map<String, Caller> sessions = new ConcurrentHashMap<>();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final Map<String, Op> ops = new ConcurrentHashMap<>();
    private final SecureRandom rng = new SecureRandom();

    @Override
    public boolean onCreate() {
        Registry.put(Db.class, new Db(getContext()));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if ("negotiate".equals(method)) {
            return negotiate(uid);
        }
        Caller session = sessions.get(extras.getString("session_token"));
        if (session == null || session.uid() != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if ("get_operation".equals(method)) {
            Op op = ops.get(extras.getString("operation_id"));
            if (op == null) {
                return Replies.error("NOT_FOUND", "no such operation");
            }
            return Replies.ok("{\"state\":\"succeeded\",\"row\":" + op.rowId() + "}");
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            return execute(extras, uid, session);
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENT", "args are not valid JSON");
        }
    }

    private Bundle negotiate(int uid) {
        Context ctx = getContext();
        if (!ctx.getPackageManager().hasSigningCertificate(uid, CITY_CERT, 1)) {
            return Replies.error("PERMISSION_DENIED", "unknown caller");
        }
        byte[] b = new byte[24];
        rng.nextBytes(b);
        String token = Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE);
        sessions.put(token, Caller.of(ctx, uid));
        return Replies.ok("{\"session_token\":\"" + token + "\"}");
    }

    private Bundle execute(Bundle extras, int uid, Caller session) throws JSONException {
        String tool = extras.getString("tool_name");
        String rawArgs = extras.getString("args", "{}");
        JSONObject args = new JSONObject(rawArgs);
        Db db = Registry.get(Db.class);
        if ("refresh_meter".equals(tool)) {
            int n = db.extendMeter(args.optString("plate"), args.optInt("minutes"));
            return Replies.ok("{\"updated\":" + n + "}");
        }
        if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String resumeToken = extras.getString("resume_token");
        boolean approved = false;
        if (resumeToken != null) {
            Pending p = pending.remove(resumeToken);
            if (p == null || p.caller().uid() != uid || !p.tool().equals(tool) || !p.args().equals(rawArgs)) {
                return Replies.error("INVALID_RESUME_TOKEN", "resume token is not valid");
            }
            approved = true;
        }
        switch (tool) {
            case "start_meter": {
                long row = db.startMeter(args.optString("plate"), args.optString("zone"),
                        args.optInt("minutes"), null);
                String opId = "op-" + Long.toHexString(row);
                ops.put(opId, new Op(uid, row));
                return Replies.ok("{\"operation_id\":\"" + opId + "\"}");
            }
            case "lookup_plate":
                return Replies.ok(db.rows("SELECT zone FROM meters WHERE plate = '" + args.optString("plate") + "'",
                        null).toString());
            case "plate_history":
                return Replies.ok(db.rows("SELECT zone FROM meters WHERE plate = ?",
                        new String[] {args.optString("plate")}).toString());
            case "tow_release": {
                if (approved) {
                    return Replies.ok("{\"released\":true}");
                }
                String t = "rt-" + Long.toHexString(System.nanoTime()) + "-" + uid;
                pending.put(t, new Pending(session, tool, rawArgs));
                return Replies.needsUser(confirm(TowReleaseActivity.class, t), t);
            }
            case "dispute_ticket": {
                if (approved) {
                    return Replies.ok("{\"disputed\":true}");
                }
                byte[] b = new byte[16];
                rng.nextBytes(b);
                String t = "rt-" + Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE) + "-" + uid;
                pending.put(t, new Pending(session, tool, rawArgs));
                return Replies.needsUser(confirm(DisputeActivity.class, t), t);
            }
            case "fleet_extend": {
                if (!Callers.anyFleet(session)) {
                    return Replies.error("PERMISSION_DENIED", "fleet apps only");
                }
                String payer = getContext().getPackageManager().getPackagesForUid(uid)[0];
                long row = db.startMeter(args.optString("plate"), "FLEET", args.optInt("minutes"), payer);
                return Replies.ok("{\"row\":" + row + "}");
            }
            case "fleet_stop": {
                if (!Callers.soleFleet(session)) {
                    return Replies.error("PERMISSION_DENIED", "fleet apps only");
                }
                int n = db.extendMeter(args.optString("plate"), 0);
                return Replies.ok("{\"updated\":" + n + "}");
            }
            default:
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
    }

    private PendingIntent confirm(Class<?> screen, String token) {
        Intent i = new Intent(getContext(), screen).putExtra("resume_token", token);
        return PendingIntent.getActivity(getContext(), 0, i,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
