package com.example.r35j3;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Pawprint clinic appointments for the pet owner's assistant (hand-written CETP v2 endpoint).
public final class AppointmentToolProvider extends ContentProvider {
    private static final String TAG = "PawprintTools";
    static final String ACTION_RESCHEDULE = "com.example.r35j3.action.RESCHEDULE_VISIT";

    private final Tokens tokens = new Tokens();
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private Clinic clinic;

    @Override
    public boolean onCreate() {
        clinic = new Clinic(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.isClinicApp(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "not a Pawprint partner app");
        }
        if ("negotiate".equals(method)) {
            return Replies.ok(tokens.openSession(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!tokens.sessionValid(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(Catalog.TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (System.currentTimeMillis() >= extras.getLong("deadline_at_ms", 0L)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            return execute(extras, new JSONObject(extras.getString("args", "{}")), uid);
        } catch (JSONException e) {
            Log.w(TAG, "bad args", e);
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        } catch (SQLiteException | IOException e) {
            return Replies.error("INTERNAL_ERROR", String.format("export failed (%s)", e));
        }
    }

    private Bundle execute(Bundle extras, JSONObject args, int uid) throws IOException {
        String tool = extras.getString("tool_name", "");
        String resume = extras.getString("resume_token");
        switch (tool) {
            case "book_visit":
                return bookVisit(VisitRequest.from(args), resume, args.toString(), uid, extras.getString("request_id"));
            case "share_records": {
                String insurer = args.optString("package_name");
                String petId = args.optString("pet_id");
                String grantedBy = Callers.soleOwner(getContext(), uid);
                if (grantedBy == null) {
                    return Replies.error("PERMISSION_DENIED", "shared user ids cannot share records");
                }
                io.execute(() -> clinic.share(petId, insurer, grantedBy));
                return Replies.ok("{\"shared\":true}");
            }
            case "cancel_visit":
                return confirmThen(uid, resume, args, new Intent(getContext(), CancelVisitActivity.class),
                        () -> clinic.cancel(args.optString("visit_id")));
            case "reschedule_visit":
                return confirmThen(uid, resume, args, rescheduleIntent(getContext(), args.optString("visit_id")),
                        () -> clinic.move(args.optString("visit_id"), args.optString("slot")));
            case "pay_invoice": {
                Intent pay = new Intent();
                pay.setComponent(new ComponentName("com.pawprint.payments", "com.pawprint.payments.CheckoutActivity"));
                pay.putExtra("invoice_id", args.optString("invoice_id"));
                return confirmThen(uid, resume, args, pay, () -> clinic.markPaid(args.optString("invoice_id")));
            }
            case "export_vaccinations":
                return exportVaccinations(args.optString("pet_id"));
            case "export_history":
                return exportHistory(args.optString("pet_id"));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle bookVisit(VisitRequest req, String resume, String argsJson, int uid, String requestId) {
        if (!clinic.ownsPet(req.callerPackage(), req.petId())) {
            return Replies.error("PERMISSION_DENIED", "this app does not manage that pet");
        }
        if (resume == null || !tokens.redeem(resume, uid, argsJson)) {
            Intent confirm = new Intent(getContext(), BookVisitActivity.class).putExtra("slot", req.slot());
            return Replies.userAction(immutable(confirm, 1), tokens.issueResume(uid, argsJson));
        }
        clinic.book(requestId, req.petId(), req.slot(), req.callerPackage());
        return Replies.ok("{\"booked\":true}");
    }

    private Bundle confirmThen(int uid, String resume, JSONObject args, Intent screen, Runnable effect) {
        if (resume == null || !tokens.redeem(resume, uid, args.toString())) {
            return Replies.userAction(immutable(screen, 2), tokens.issueResume(uid, args.toString()));
        }
        effect.run();
        return Replies.ok("{\"done\":true}");
    }

    private PendingIntent immutable(Intent intent, int code) {
        return PendingIntent.getActivity(getContext(), code, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    static Intent rescheduleIntent(Context ctx, String visitId) {
        return new Intent(ACTION_RESCHEDULE).setPackage(ctx.getPackageName()).putExtra("visit_id", visitId);
    }

    private Bundle exportVaccinations(String petId) throws IOException {
        File pdf = new File(getContext().getCacheDir(), "vaccinations-" + petId.hashCode() + ".pdf");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(pdf,
                ParcelFileDescriptor.MODE_WRITE_ONLY | ParcelFileDescriptor.MODE_CREATE | ParcelFileDescriptor.MODE_TRUNCATE);
        byte[] body = clinic.vaccinationPdf(petId);
        FileOutputStream out = new FileOutputStream(fd.getFileDescriptor());
        out.write(body);
        out.flush();
        Bundle b = Replies.file("application/pdf", body.length);
        b.putParcelable("result_fd", fd);
        return b;
    }

    private Bundle exportHistory(String petId) throws IOException {
        File json = new File(getContext().getCacheDir(), "history-" + petId.hashCode() + ".json");
        byte[] body = clinic.historyJson(petId).getBytes(StandardCharsets.UTF_8);
        FileOutputStream out = new FileOutputStream(json);
        try {
            out.write(body);
        } finally {
            out.close();
        }
        Bundle b = Replies.file("application/json", body.length);
        b.putParcelable("result_fd", ParcelFileDescriptor.open(json, ParcelFileDescriptor.MODE_READ_ONLY));
        return b;
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
