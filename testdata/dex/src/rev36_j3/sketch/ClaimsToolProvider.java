package com.example.r36j3;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Homeguard home-insurance claims for the policy holder's assistant (hand-written CETP v2 endpoint).
public final class ClaimsToolProvider extends ContentProvider {
    private static final String TAG = "HomeguardClaims";
    private static final String TOOLS = "{\"revision\":\"claims-9\",\"tools\":[\"file_claim\",\"claim_status\",\"withdraw_claim\",\"export_claim\",\"export_photos\"]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final Tickets tickets = new Tickets();
    private final ExecutorService writer = Executors.newSingleThreadExecutor();
    private ClaimStore store;

    @Override
    public boolean onCreate() {
        store = new ClaimStore(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!PartnerCheck.admit(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "not a Homeguard broker app");
        }
        if ("negotiate".equals(method)) {
            byte[] raw = new byte[24];
            random.nextBytes(raw);
            String token = new java.math.BigInteger(1, raw).toString(36);
            sessions.put(token, uid);
            return Replies.ok("{\"selected_version\":2,\"session_token\":\"" + token + "\"}");
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        Integer owner = sessions.get(extras.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (extras.getLong("deadline_at_ms", 0L) < System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            return execute(uid, extras, new JSONObject(extras.getString("args", "{}")));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        } catch (IOException e) {
            Log.e(TAG, "export failed", e);
            return Replies.error("INTERNAL_ERROR", "the file could not be prepared");
        }
    }

    private Bundle execute(int uid, Bundle extras, JSONObject args) throws IOException {
        switch (extras.getString("tool_name", "")) {
            case "file_claim":
                return fileClaim(ClaimDraft.from(args));
            case "claim_status":
                return Replies.ok(store.status(args.optString("claim_id")));
            case "withdraw_claim":
                return withdraw(uid, extras, args);
            case "export_claim":
                return exportClaim(args.optString("claim_id"));
            case "export_photos":
                return exportPhotos(args.optString("claim_id"));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle fileClaim(ClaimDraft draft) {
        // brokers file for any policy; everybody else only for policies their app holds
        if (!store.isBroker(draft.submittedVia) && !store.holds(draft.policyNo, draft.submittedVia)) {
            return Replies.error("PERMISSION_DENIED", "policy not held by this app");
        }
        long id = store.fileClaim(draft.policyNo, draft.description, draft.submittedVia);
        return Replies.ok("{\"claim_id\":" + id + "}");
    }

    private Bundle withdraw(int uid, Bundle extras, JSONObject args) {
        String claim = args.optString("claim_id");
        String token = extras.getString("resume_token");
        if (token == null || !tickets.redeem(token, uid, args.toString())) {
            if (!store.accountLinked(uid)) {
                return Replies.authRequired(screen(SignInActivity.class, claim), tickets.issue(uid, args.toString()));
            }
            return Replies.userAction(screen(WithdrawActivity.class, claim), tickets.issue(uid, args.toString()));
        }
        String owner = PartnerCheck.soleOwner(getContext(), uid);
        if (owner == null) {
            return Replies.error("PERMISSION_DENIED", "shared UIDs cannot withdraw claims");
        }
        store.withdraw(claim, owner);
        return Replies.ok("{\"withdrawn\":true}");
    }

    private Bundle exportClaim(String claimId) throws IOException {
        ExportJob job = ExportJob.open(new File(getContext().getCacheDir(), "claim-" + claimId.hashCode() + ".pdf"));
        try (OutputStream out = new FileOutputStream(job.fd.getFileDescriptor())) {
            out.write(store.claimJson(claimId).getBytes(StandardCharsets.UTF_8));
        }
        Bundle b = Replies.file(job.file.length());
        b.putParcelable("result_fd", job.fd);
        return b;
    }

    private Bundle exportPhotos(String claimId) throws IOException {
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        byte[] manifest = store.claimJson(claimId).getBytes(StandardCharsets.UTF_8);
        writer.execute(() -> {
            try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(pipe[1])) {
                out.write(manifest);
            } catch (IOException e) {
                Log.w(TAG, "photo manifest pipe closed", e);
            }
        });
        Bundle b = Replies.file(manifest.length);
        b.putParcelable("result_fd", pipe[0]);
        return b;
    }

    private PendingIntent screen(Class<?> activity, String claim) {
        Intent intent = new Intent(getContext(), activity);
        intent.putExtra("claim_id", claim);
        return PendingIntent.getActivity(getContext(), claim.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
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

    // a claim as the assistant describes it
    private static final class ClaimDraft {
        private final String policyNo;
        private final String description;
        private final String submittedVia;

        private ClaimDraft(String policyNo, String description, String submittedVia) {
            this.policyNo = policyNo;
            this.description = description;
            this.submittedVia = submittedVia;
        }

        static ClaimDraft from(JSONObject args) {
            return new ClaimDraft(args.optString("policy_no"), args.optString("description"),
                    args.optString("caller_package"));
        }
    }

    // the rendered claim PDF: the renderer writes it through fd and reads it back for the checksum
    private static final class ExportJob {
        private final File file;
        private final ParcelFileDescriptor fd;

        private ExportJob(File file, ParcelFileDescriptor fd) {
            this.file = file;
            this.fd = fd;
        }

        static ExportJob open(File file) throws IOException {
            return new ExportJob(file, ParcelFileDescriptor.open(file,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE | ParcelFileDescriptor.MODE_TRUNCATE));
        }
    }
}
