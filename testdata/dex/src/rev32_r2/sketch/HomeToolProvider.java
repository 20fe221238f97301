package com.homeflow.app.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.homeflow.app.ui.ConfirmActionActivity;
import com.homeflow.app.ui.SceneReviewActivity;
import java.util.UUID;

/** CETP v2 tools of HomeFlow: locks, alarm, scenes, device history, firmware. */
public class HomeToolProvider extends ContentProvider {
    private static final String TAG = "HomeFlowTools";
    private static final String CONFIRM_ACTION = "com.homeflow.action.CONFIRM_ACTION";

    private enum Risk { LOW, HIGH }

    private final Tokens tokens = new Tokens();
    private final AccessPolicy policy = new HouseholdPolicy();
    private final Operations operations = new Operations();
    private HubClient hub;
    private EventStore events;

    @Override public boolean onCreate() {
        hub = new HubClient(getContext());
        events = new EventStore(getContext());
        return true;
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Context ctx = getContext();
        if (!Tokens.trusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.ok(tokens.openSession(uid));
        if (extras == null || !tokens.sessionValid(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String tool = extras.getString("tool_name");
        String requestId = extras.getString("request_id");
        String resume = extras.getString("resume_token");
        switch (tool) {
            case "unlock_door":
                if (resume == null) return needsUser(actionConfirmation(ctx, requestId), uid, tool);
                if (!tokens.consume(resume, uid)) return Replies.error("INVALID_REQUEST", "resume token rejected");
                return Replies.ok(hub.send("lock", "unlock", extras.getString("args")));
            case "arm_alarm":
                if (resume == null) return needsUser(alarmConfirmation(ctx, requestId), uid, tool);
                if (!tokens.consume(resume, uid)) return Replies.error("INVALID_REQUEST", "resume token rejected");
                return Replies.ok(hub.send("alarm", "arm", extras.getString("args")));
            case "run_scene":
                if (resume == null) return needsUser(sceneReview(ctx, extras.getString("args")), uid, tool);
                if (!tokens.consume(resume, uid)) return Replies.error("INVALID_REQUEST", "resume token rejected");
                return Replies.ok(hub.send("scene", "run", extras.getString("args")));
            case "disarm_alarm":
            case "set_thermostat":
                return deviceCommand(ctx, tool, extras, uid, requestId);
            case "grant_guest_access":
                if (!policy.allows(extras)) return Replies.error("PERMISSION_DENIED", "not a household member");
                return Replies.ok(hub.send("lock", "guest", extras.getString("args")));
            case "share_camera":
                if (!policy.mayShareWith(extras.getString("package_name"), uid)) {
                    return Replies.error("PERMISSION_DENIED", "camera sharing not allowed");
                }
                return Replies.ok(hub.send("camera", "share", extras.getString("package_name")));
            case "rename_device": {
                long token = Binder.clearCallingIdentity();
                try {
                    audit("rename_device");
                    return Replies.ok(hub.rename(extras.getString("args")));
                } finally {
                    Binder.restoreCallingIdentity(token);
                }
            }
            case "rename_room": {
                long token = Binder.clearCallingIdentity();
                try {
                    auditFor("rename_room", uid);
                    return Replies.ok(hub.rename(extras.getString("args")));
                } finally {
                    Binder.restoreCallingIdentity(token);
                }
            }
            case "start_firmware_update":
                return Replies.accepted(operations.start(Long.toHexString(System.currentTimeMillis()), uid));
            case "start_backup":
                return Replies.accepted(operations.start(UUID.randomUUID().toString(), uid));
            case "device_history":
                return Replies.ok(events.forDevice(extras.getString("args")));
            case "room_history":
                return Replies.ok(events.forRoom(extras.getString("args")));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle deviceCommand(Context ctx, String tool, Bundle extras, int uid, String requestId) {
        Risk risk = riskOf(tool);
        switch (risk) {
            case HIGH:
                // the assistant asks the user in its own chat before it sets this flag
                if (!extras.getBoolean("confirmed")) return needsUser(actionConfirmation(ctx, requestId), uid, tool);
                break;
            case LOW:
                break;
        }
        boolean dryRun = extras.getBoolean("dry_run");
        if (dryRun) return Replies.ok("{\"kind\":\"inline\",\"value\":{\"would_run\":true}}");
        return Replies.ok(hub.send("device", tool, extras.getString("args")));
    }

    private static Risk riskOf(String tool) {
        return "disarm_alarm".equals(tool) ? Risk.HIGH : Risk.LOW;
    }

    private Bundle needsUser(PendingIntent resolution, int uid, String tool) {
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm in HomeFlow");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", tokens.issueResume(uid));
        return b;
    }

    // the confirm screen is ours; setPackage keeps the action inside the app
    private static PendingIntent actionConfirmation(Context ctx, String requestId) {
        Intent i = new Intent(CONFIRM_ACTION).setPackage(ctx.getPackageName()).putExtra("request_id", requestId);
        return PendingIntent.getActivity(ctx, 10, i, PendingIntent.FLAG_IMMUTABLE);
    }

    private static PendingIntent alarmConfirmation(Context ctx, String requestId) {
        Intent i = new Intent(CONFIRM_ACTION)
                .setClassName(ctx.getPackageName(), ConfirmActionActivity.class.getName())
                .putExtra("request_id", requestId);
        return PendingIntent.getActivity(ctx, 11, i, PendingIntent.FLAG_IMMUTABLE);
    }

    private static PendingIntent sceneReview(Context ctx, String args) {
        Intent i = new Intent(ctx, SceneReviewActivity.class).putExtra("args", args);
        return PendingIntent.getActivity(ctx, 12, i, PendingIntent.FLAG_IMMUTABLE);
    }

    private void audit(String action) {
        int who = Binder.getCallingUid();
        Log.i(TAG, action + " by uid " + who);
        events.record(action, who);
    }

    private void auditFor(String action, int uid) {
        Log.i(TAG, action + " by uid " + uid);
        events.record(action, uid);
    }
}
