package com.example.r34j1;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONObject;

// Dispatchly work orders for the technician's assistant (hand-written CETP v2 endpoint).
public final class WorkOrderToolProvider extends ContentProvider {
    private static final String TAG = "WorkOrders";
    private static final Uri JOBS_URI = Uri.parse("content://com.example.r34j1.calendar/jobs");

    private final Sessions sessions = new Sessions();
    private final Resumes resumes = new Resumes();
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private JobStore jobs;
    private Audit audit;
    private RequestLog requests;
    private Exports exports;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = getContext().openOrCreateDatabase("dispatch.db", 0, null);
        jobs = new JobStore(db);
        audit = new Audit(db);
        requests = new RequestLog(db);
        exports = new Exports(getContext().getCacheDir());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Trust.isDispatchApp(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.success(sessions.open(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!sessions.valid(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        switch (method) {
            case "list_tools":
                return Replies.success(Catalog.TOOLS);
            case "execute_tool":
                if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                return execute(extras, uid);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private Bundle execute(Bundle extras, int uid) {
        String tool = extras.getString("tool_name", "");
        try {
            JSONObject args = new JSONObject(extras.getString("args", "{}"));
            switch (tool) {
                case "list_jobs":
                    return Replies.success(jobs.listByStatus(args.optString("status", "open")));
                case "customer_jobs":
                    return Replies.success(jobs.listForCustomer(args.optString("customer")));
                case "close_job":
                    return closeJob(extras, args, uid);
                case "reopen_job":
                    return reopenJob(extras, args, uid);
                case "export_timesheet":
                    return exportTimesheet(args);
                case "export_route":
                    return exportRoute(args);
                default:
                    return Replies.error("TOOL_NOT_FOUND", "no such tool");
            }
        } catch (SQLiteException e) {
            return Replies.error("INTERNAL_ERROR", "Could not read the job database: " + e.getMessage());
        } catch (IOException e) {
            Log.w(TAG, "export failed", e);
            return Replies.error("UNAVAILABLE", "export failed, try again");
        } catch (org.json.JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
    }

    private Bundle closeJob(Bundle extras, JSONObject args, int uid) {
        String jobId = args.optString("job_id");
        String resume = extras.getString("resume_token");
        // the v1 assistant already asked the technician and sends confirmed=true
        boolean approved = resume != null
                ? resumes.redeem(resume, uid, args.toString())
                : args.optBoolean("confirmed", false);
        if (!approved) {
            Intent confirm = new Intent(getContext(), CloseJobActivity.class).putExtra("job_id", jobId);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 1, confirm,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.userAction(pi, resumes.issue(uid, args.toString()));
        }
        if (!requests.firstTime(uid, extras.getString("request_id"))) {
            return Replies.success("{\"closed\":true}");
        }
        long identity = Binder.clearCallingIdentity();
        try {
            jobs.close(jobId);
            getContext().getContentResolver().notifyChange(JOBS_URI, null);
            audit.record("close_job", jobId);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.success("{\"closed\":true}");
    }

    private Bundle reopenJob(Bundle extras, JSONObject args, int uid) {
        String jobId = args.optString("job_id");
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "reopen_job: consumer-side confirmation ignored");
        }
        String resume = extras.getString("resume_token");
        if (resume == null || !resumes.redeem(resume, uid, args.toString())) {
            Intent confirm = new Intent(getContext(), ReopenJobActivity.class).putExtra("job_id", jobId);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 2, confirm, PendingIntent.FLAG_IMMUTABLE);
            return Replies.userAction(pi, resumes.issue(uid, args.toString()));
        }
        if (!requests.firstTime(uid, extras.getString("request_id"))) {
            return Replies.success("{\"reopened\":true}");
        }
        long identity = Binder.clearCallingIdentity();
        try {
            jobs.reopen(jobId);
            getContext().getContentResolver().notifyChange(JOBS_URI, null);
            audit.recordFor(uid, "reopen_job", jobId);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.success("{\"reopened\":true}");
    }

    private Bundle exportTimesheet(JSONObject args) throws IOException {
        File csv = exports.writeTimesheet(jobs.timesheetCsv(args.optString("week")));
        ParcelFileDescriptor fd = exports.open(csv, ParcelFileDescriptor.MODE_READ_WRITE);
        Bundle b = Replies.file("text/csv", csv.length());
        b.putParcelable("result_fd", fd);
        return b;
    }

    private Bundle exportRoute(JSONObject args) throws IOException {
        byte[] body = jobs.routeJson(args.optString("day")).getBytes(StandardCharsets.UTF_8);
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        ParcelFileDescriptor source = pipe[0];
        ParcelFileDescriptor sink = pipe[1];
        io.execute(() -> Exports.pump(body, sink));
        Bundle b = Replies.file("application/json", body.length);
        b.putParcelable("result_fd", source);
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
