package com.example.r31j2;

import android.app.PendingIntent;
import android.app.TaskStackBuilder;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import androidx.core.app.PendingIntentCompat;

public class ApprovalProvider extends ContentProvider {
    private static final String PARTNER = "com.example.partner";

    @Override public boolean onCreate() { return true; }

    // every tool needs the user's approval first; resume_token brings the call back
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        String resume = extras.getString("resume_token");
        if (resume != null) return Resumes.consume(resume, uid) ? perform(tool) : Replies.error("INVALID_REQUEST", "bad resume token");
        Context ctx = getContext();
        if ("pay_bill".equals(tool)) return needsUser(PendingIntentCompat.getActivity(ctx, 1, confirm(ctx, tool), PendingIntent.FLAG_UPDATE_CURRENT, true), uid);
        if ("pay_contact".equals(tool)) return needsUser(PendingIntentCompat.getActivity(ctx, 2, new Intent(ctx, PayeeActivity.class).putExtra("payee", extras.getString("payee")), PendingIntent.FLAG_UPDATE_CURRENT, false), uid);
        if ("review_order".equals(tool)) return needsUser(reviewStack(ctx, new Intent("com.example.r31j2.REVIEW_ORDER")), uid);
        if ("review_cart".equals(tool)) return needsUser(reviewStack(ctx, confirm(ctx, tool)), uid);
        if ("open_receipt".equals(tool)) return needsUser(receipt(ctx), uid);
        if ("approve_transfer".equals(tool)) return needsUser(PendingIntent.getService(ctx, 5, new Intent().setComponent(new ComponentName(PARTNER, PARTNER + ".ApproveService")), PendingIntent.FLAG_IMMUTABLE), uid);
        if ("approve_refund".equals(tool)) return needsUser(PendingIntent.getBroadcast(ctx, 6, new Intent(ctx, ApprovalReceiver.class).putExtra("tool", tool), PendingIntent.FLAG_IMMUTABLE), uid);
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    private static Intent confirm(Context ctx, String tool) {
        return new Intent(ctx, ConfirmActivity.class).putExtra("tool", tool);
    }
    private static PendingIntent reviewStack(Context ctx, Intent top) {
        return TaskStackBuilder.create(ctx)
                .addNextIntent(new Intent(ctx, HomeActivity.class))
                .addNextIntent(top)
                .getPendingIntent(3, PendingIntent.FLAG_IMMUTABLE);
    }
    private static PendingIntent receipt(Context ctx) {
        Intent view = new Intent(Intent.ACTION_VIEW);
        view.setSelector(new Intent(ctx, ConfirmActivity.class));
        return PendingIntent.getActivity(ctx, 4, view, PendingIntent.FLAG_IMMUTABLE);
    }
    private static Bundle needsUser(PendingIntent pi, int uid) {
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm in the app");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", Resumes.issue(uid));
        return b;
    }
    private static Bundle perform(String tool) {
        Log.i("approval", "approved " + tool);
        return Replies.success("{\"done\":true}");
    }
}
