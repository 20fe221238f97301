package com.keydrop;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.util.Log;
import com.keydrop.data.Fleet;
import com.keydrop.tools.BaseToolProvider;
import com.keydrop.tools.Request;
import com.keydrop.tools.ToolHandler;
import com.keydrop.util.Callers;
import com.keydrop.util.Replies;
import com.keydrop.util.Tokens;
import java.util.HashMap;

/** KeyDrop's car tools: unlock, keys, horn, lights, damage reports. */
public class UnlockProvider extends BaseToolProvider {
    private static final HashMap<String, ToolHandler> HANDLERS = new HashMap<>();
    private static Handler sMain;

    static {
        HANDLERS.put("unlock_car", new ToolHandler() {
            @Override
            public Bundle handle(BaseToolProvider p, Request r) {
                return ((UnlockProvider) p).unlock(r);
            }
        });
        HANDLERS.put("share_key", (p, r) -> {
            String vehicle = r.args.optString("vehicle_id");
            String friend = r.args.optString("friend_package");
            String owner = r.args.optString("calling_package", r.pkg);
            Fleet.event(p.getContext(), vehicle, "share:" + friend, owner);
            return Replies.ok("{\"shared\":\"" + vehicle + "\"}");
        });
        HANDLERS.put("return_key", new ToolHandler() {
            @Override
            public Bundle handle(BaseToolProvider p, Request r) {
                String vehicle = r.args.optString("vehicle_id");
                String claimed = r.args.optString("calling_package", null);
                if (claimed != null && !claimed.equals(r.pkg)) {
                    return Replies.error("PERMISSION_DENIED", "caller mismatch");
                }
                Fleet.event(p.getContext(), vehicle, "return", r.pkg);
                return Replies.ok("{\"returned\":\"" + vehicle + "\"}");
            }
        });
        HANDLERS.put("honk_horn", (p, r) -> ((UnlockProvider) p).honk(r));
        HANDLERS.put("flash_lights", (p, r) -> ((UnlockProvider) p).flash(r));
        HANDLERS.put("report_damage", (p, r) -> ((UnlockProvider) p).reportDamage(r));
        HANDLERS.put("car_status", (p, r) -> Replies.ok(Fleet.state(p.getContext(), "car", r.args.optString("vehicle_id"))));
    }

    static final String TOOLS = "{\"revision\":\"unlock-3\",\"tools\":[]}";

    @Override
    public boolean onCreate() {
        sMain = new Handler(Looper.getMainLooper());
        return true;
    }

    @Override
    protected boolean admits(int uid) {
        return super.admits(uid) && Callers.soleFleetApp(getContext(), uid);
    }

    @Override
    protected String tools() {
        return TOOLS;
    }

    @Override
    protected Bundle handle(Request r) {
        ToolHandler h = HANDLERS.get(r.tool);
        if (h == null) {
            return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
        return h.handle(this, r);
    }

    private Bundle unlock(Request r) {
        String vehicle = r.args.optString("vehicle_id");
        if (r.resume == null) {
            Intent sheet = new Intent(getContext(), UnlockActivity.class).putExtra("vehicle_id", vehicle);
            PendingIntent pi = PendingIntent.getActivity(getContext(), vehicle.hashCode(), sheet,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, resumes.issue(Tokens.secure(), r.uid, "unlock_car"), "confirm the unlock in KeyDrop");
        }
        if (!resumes.take(r.resume, r.uid, "unlock_car")) {
            return Replies.error("INVALID_REQUEST", "resume token not valid");
        }
        Fleet.event(getContext(), vehicle, "unlock", r.pkg);
        return Replies.ok("{\"unlocked\":\"" + vehicle + "\"}");
    }

    private Bundle honk(Request r) {
        final String vehicle = r.args.optString("vehicle_id");
        sMain.post(new Runnable() {
            @Override
            public void run() {
                Fleet.event(getContext(), vehicle, "honk", String.valueOf(Binder.getCallingUid()));
            }
        });
        return Replies.ok("{\"honked\":\"" + vehicle + "\"}");
    }

    private Bundle flash(Request r) {
        final String vehicle = r.args.optString("vehicle_id");
        final int uid = r.uid;
        Fleet.command(getContext(), vehicle, "flash", new Fleet.Done() {
            @Override
            public void done(String v, boolean ok) {
                Log.i("KeyDrop", "flash " + v + " for uid " + uid + ": " + ok);
            }
        });
        return Replies.ok("{\"flashed\":\"" + vehicle + "\"}");
    }

    private Bundle reportDamage(Request r) {
        String vehicle = r.args.optString("vehicle_id");
        if (r.resume == null) {
            Intent form = new Intent(getContext(), DamageReportActivity.class).putExtra("vehicle_id", vehicle);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 7, form,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, resumes.issue(Tokens.secure(), r.uid, "report_damage"), "describe the damage in KeyDrop");
        }
        if (!resumes.take(r.resume, r.uid, "report_damage")) {
            return Replies.error("INVALID_REQUEST", "resume token not valid");
        }
        Fleet.command(getContext(), vehicle, "damage", new LogDone());
        return Replies.ok("{\"reported\":\"" + vehicle + "\"}");
    }

    static final class LogDone implements Fleet.Done {
        @Override
        public void done(String vehicle, boolean ok) {
            Log.i("KeyDrop", "damage report for " + vehicle + ": " + ok);
        }
    }
}
