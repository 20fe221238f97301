package com.ledgerly.pay.tools;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import com.ledgerly.pay.ui.ConfirmPaymentActivity;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** CETP v2 tools of Ledgerly Pay: bills, contacts, partner-bank linking, statements. */
public class PayToolProvider extends ContentProvider {
    private static final String TAG = "PayTools";
    // immutable on every device we ship to (minSdk 24); the ternary predates the minSdk bump
    private static final int CONFIRM_FLAGS = Build.VERSION.SDK_INT >= 23
            ? PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT
            : PendingIntent.FLAG_UPDATE_CURRENT;

    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private final SessionRegistry sessions = new SessionRegistry();
    private final ResumeTokens resumes = new ResumeTokens();
    private final ResolutionFactory resolutions = new ActivityResolutions();
    private PaymentsRepository repo;

    @Override public boolean onCreate() {
        repo = new PaymentsRepository(getContext());
        return true;
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Context ctx = getContext();
        if (!CallerGate.isTrusted(ctx, uid)) return Envelope.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Envelope.ok(sessions.open(uid));
        if (extras == null || !sessions.valid(extras.getString("session_token"), uid)) {
            return Envelope.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if (!"execute_tool".equals(method)) return Envelope.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Envelope.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String tool = extras.getString("tool_name");
        String requestId = extras.getString("request_id");
        String resume = extras.getString("resume_token");
        switch (tool) {
            case "pay_bill":
                if (resume == null) return needsUser(billConfirmation(ctx, requestId), uid);
                if (!resumes.consume(resume, uid)) return Envelope.error("INVALID_REQUEST", "resume token rejected");
                return Envelope.ok(repo.payBill(extras.getString("args"), PayerDirectory.primaryPackage(ctx, uid)));
            case "pay_contact":
                if (resume == null) return needsUser(contactConfirmation(ctx, requestId), uid);
                if (!resumes.isApproved(resume, uid)) return Envelope.error("INVALID_REQUEST", "resume token rejected");
                return Envelope.ok(repo.payContact(extras.getString("args")));
            case "list_payments":
                return Envelope.ok(repo.paymentsBy(PayerDirectory.primaryPackage(ctx, uid)));
            case "link_partner_account":
                if (!PartnerAllowlist.allAllowed(ctx, uid)) return Envelope.error("PERMISSION_DENIED", "caller not allowed");
                return needsUser(resolutions.forPartner(ctx, extras.getString("args")), uid);
            case "add_payee":
                return needsUser(resolutions.forPayee(ctx, extras.getString("args")), uid);
            case "link_status":
                if (!PartnerAllowlist.allAllowed(ctx, uid)) return Envelope.error("PERMISSION_DENIED", "caller not allowed");
                return Envelope.ok(repo.linkStatus());
            case "refresh_balance":
                io.execute(() -> {
                    int owner = Binder.getCallingUidOrThrow();
                    repo.refreshBalances(owner);
                });
                return Envelope.ok("{\"kind\":\"inline\",\"value\":{\"refreshing\":true}}");
            case "sync_statements":
                io.execute(() -> repo.syncStatements(uid));
                return Envelope.ok("{\"kind\":\"inline\",\"value\":{\"syncing\":true}}");
            case "export_statement":
                try {
                    return Envelope.ok(repo.exportStatement(extras.getString("args")));
                } catch (IOException e) {
                    return Envelope.error("INTERNAL_ERROR", "export failed: " + e.getMessage());
                }
            case "download_receipt":
                try {
                    return Envelope.ok(repo.receipt(extras.getString("args")));
                } catch (IOException e) {
                    Log.w(TAG, "receipt failed: " + e.getMessage());
                    return Envelope.error("INTERNAL_ERROR", "receipt unavailable");
                }
            default:
                return Envelope.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle needsUser(PendingIntent resolution, int uid) {
        Bundle b = Envelope.error("USER_ACTION_REQUIRED", "confirm in Ledgerly");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumes.issue(uid));
        return b;
    }

    // the OTP step writes the one-time code back into this Intent, hence mutable
    private static PendingIntent billConfirmation(Context ctx, String requestId) {
        Intent i = new Intent(ctx, ConfirmPaymentActivity.class).putExtra("request_id", requestId);
        return PendingIntent.getActivity(ctx, 1, i, PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
    }

    private static PendingIntent contactConfirmation(Context ctx, String requestId) {
        Intent i = new Intent(ctx, ConfirmPaymentActivity.class).putExtra("request_id", requestId);
        return PendingIntent.getActivity(ctx, 2, i, CONFIRM_FLAGS);
    }
}
