package com.example.r30j2;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;

public class WalletProvider extends ContentProvider implements Resolving {
    private final int viewFlags;
    private final int editFlags;
    public WalletProvider() {
        viewFlags = Build.VERSION.SDK_INT >= 23 ? PendingIntent.FLAG_IMMUTABLE : 0;
        editFlags = Build.VERSION.SDK_INT >= 31
                ? PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT
                : PendingIntent.FLAG_UPDATE_CURRENT;
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if (extras.containsKey("resume_token") && !Resumes.consume(extras.getString("resume_token"), uid)) return Replies.error("INVALID_REQUEST", "stale resume token");
        if ("pay_invoice".equals(tool)) return needsUser(resolution("com.example.r30j2.CONFIRM_PAYMENT"));
        if ("pay_partner".equals(tool)) return needsUser(new PartnerFlow(getContext()).resolution("com.partner.wallet.APPROVE"));
        if ("review_statement".equals(tool)) return needsUser(Resolving.stack(getContext(), home(), new Intent(getContext(), ConfirmActivity.class)));
        if ("review_disputes".equals(tool)) return needsUser(Resolving.stack(getContext(), home(), new Intent("com.example.r30j2.REVIEW")));
        if ("view_limits".equals(tool)) return needsUser(limits(viewFlags));
        if ("edit_limits".equals(tool)) return needsUser(limits(editFlags));
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    @Override public boolean onCreate() { return true; }
    @Override public Context context() { return getContext(); }
    private Intent home() { return new Intent(getContext(), HomeActivity.class); }
    private PendingIntent limits(int flags) {
        Intent i = new Intent(getContext(), LimitActivity.class);
        return PendingIntent.getActivity(getContext(), 7, i, flags);
    }
    private Bundle needsUser(PendingIntent pi) {
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm in the wallet");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", Resumes.issue(Binder.getCallingUid()));
        return b;
    }
}
