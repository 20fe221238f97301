package com.tripslip.slips;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Intent;
import android.content.SharedPreferences;
import android.net.Uri;
import android.os.Binder;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import com.tripslip.data.TripDb;
import com.tripslip.ui.GuardianSignActivity;
import com.tripslip.ui.RevokeSlipActivity;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Permission slips: status, guardian signature, revocation and the class roster export. */
public final class SlipProvider extends CetpV2ContentProvider {
    private static final String TAG = "SlipProvider";
    private static final byte[] SCHOOL_CERT = {0x3a, 0x41, 0x7c, 0x09, 0x55, 0x12, 0x6e, 0x2f};

    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> pending = new ConcurrentHashMap<>();
    private TripDb db;
    private SlipLedger ledger;
    private SharedPreferences prefs;

    @Override
    public boolean onCreate() {
        db = new TripDb(getContext());
        ledger = new SlipLedger(db);
        prefs = getContext().getSharedPreferences("slips", 0);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("slip_status", "Slip status", Collections.singletonList("slips.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("sign_slip", "Sign a permission slip", Collections.singletonList("slips.write"),
                        new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("revoke_slip", "Revoke a signed slip", Collections.singletonList("slips.write"),
                        new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
                new CetpProviderTool("export_roster", "Export the trip roster", Collections.singletonList("slips.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        int uid = request.getCallingUid();
        if (!getContext().getPackageManager().hasSigningCertificate(uid, SCHOOL_CERT, 1)) {
            return CetpAccessDecision.deny("not a school app");
        }
        for (String scope : request.getScopes()) {
            if (!scope.startsWith("slips.")) {
                return CetpAccessDecision.deny("scope " + scope + " is not granted");
            }
        }
        return CetpAccessDecision.allow();
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        try {
            switch (request.getToolName()) {
                case "slip_status":
                    return CetpProviderResult.success(db.row("SELECT id, student, guardian FROM slips WHERE id = ?",
                            String.valueOf(args.optLong("slip_id"))));
                case "sign_slip":
                    return sign(request, args);
                case "revoke_slip":
                    return revoke(request, args);
                case "export_roster":
                    return exportRoster(args.optLong("trip_id"));
                default:
                    return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
            }
        } catch (JSONException e) {
            Log.w(TAG, "reply", e);
            return CetpProviderResult.error("INTERNAL_ERROR", "could not build the reply");
        }
    }

    private CetpProviderResult sign(CetpProviderRequest request, JSONObject args) throws JSONException {
        long slip = args.optLong("slip_id");
        if (request.getResumeToken() == null) {
            return askGuardian(GuardianSignActivity.class, slip, request.getCallingUid());
        }
        if (!resumed(request)) {
            return CetpProviderResult.error("INVALID_REQUEST", "resume token is not valid");
        }
        ContentValues values = new ContentValues();
        values.put("id", Long.valueOf(slip));
        values.put("guardian", args.optString("guardian"));
        values.put("signer_uid", Integer.valueOf(request.getCallingUid()));
        long row = db.insert("slips", values);
        notifyOffice(request, slip);
        return CetpProviderResult.success(new JSONObject().put("signature_id", row));
    }

    private CetpProviderResult revoke(CetpProviderRequest request, JSONObject args) throws JSONException {
        long slip = args.optLong("slip_id");
        if (request.getResumeToken() == null) {
            return askGuardian(RevokeSlipActivity.class, slip, request.getCallingUid());
        }
        if (!resumed(request)) {
            return CetpProviderResult.error("INVALID_REQUEST", "resume token is not valid");
        }
        int n = db.delete("slips", "id = ?", String.valueOf(slip));
        return CetpProviderResult.success(new JSONObject().put("revoked", n));
    }

    private boolean resumed(CetpProviderRequest request) {
        Integer owner = pending.remove(request.getResumeToken());
        return owner != null && owner == request.getCallingUid();
    }

    private CetpProviderResult askGuardian(Class<?> screen, long slip, int uid) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        pending.put(token, uid);
        Intent intent = new Intent(getContext(), screen).putExtra("slip_id", slip);
        PendingIntent pi = PendingIntent.getActivity(getContext(), (int) slip, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return CetpProviderResult.needsUser(pi, token);
    }

    /** Tells the school office's provider (same app) that a slip changed; runs as the app itself. */
    private void notifyOffice(CetpProviderRequest request, long slip) {
        long ident = Binder.clearCallingIdentity();
        try {
            getContext().getContentResolver().notifyChange(Uri.parse("content://com.tripslip.office/slips/" + slip), null);
            ContentValues audit = new ContentValues();
            audit.put("slip_id", Long.valueOf(slip));
            audit.put("uid", Integer.valueOf(request.getCallingUid()));
            db.insert("audit", audit);
            prefs.edit().putInt("last_signer_uid", Binder.getCallingUid()).apply();
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
    }

    private CetpProviderResult exportRoster(long trip) {
        try {
            final ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            final byte[] bytes = db.row("SELECT group_concat(student) AS roster FROM slips WHERE trip_id = ?",
                    String.valueOf(trip)).toString().getBytes(StandardCharsets.UTF_8);
            new Thread(new Runnable() {
                @Override
                public void run() {
                    try {
                        OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(pipe[1]);
                        out.write(bytes);
                        out.close();
                    } catch (IOException e) {
                        Log.w(TAG, "roster reader went away", e);
                    }
                }
            }, "roster-writer").start();
            return CetpProviderResult.file(pipe[0]);
        } catch (IOException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "roster export failed: " + e.getMessage());
        }
    }
}
