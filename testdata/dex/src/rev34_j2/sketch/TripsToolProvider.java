package com.example.r34j2;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Kerbside driver tools: ride offers, shifts and receipts (hand-written CETP v2 endpoint).
public final class TripsToolProvider extends ContentProvider {
    private static final String TAG = "Trips";
    static final String NAVIGATOR_PACKAGE = "com.kerbside.navigator";

    private final Sessions sessions = new Sessions();
    private final Resumes resumes = new Resumes();
    private final ExecutorService writer = Executors.newFixedThreadPool(2);
    private Dispatch dispatch;

    @Override
    public boolean onCreate() {
        dispatch = new Dispatch(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Callers.effectiveUid(extras);
        if (!Callers.isFleetApp(getContext(), uid)) {
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
        if ("list_tools".equals(method)) {
            return Replies.success(Catalog.TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Deadline.passed(extras)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        Call c = new Call(extras.getString("tool_name", ""), extras.getString("args", "{}"),
                extras.getString("request_id"), extras.getString("resume_token"), uid);
        try {
            return execute(c);
        } catch (Dispatch.RideTakenException e) {
            Log.i(TAG, "ride already taken", e);
            return Replies.error("CONFLICT", "ride already taken");
        } catch (IOException | JSONException e) {
            return Replies.error("INTERNAL_ERROR", Errors.describe(e));
        }
    }

    private Bundle execute(Call c) throws IOException, JSONException {
        JSONObject args = new JSONObject(c.args());
        switch (c.tool()) {
            case "list_offers":
                return Replies.success(dispatch.offers());
            case "accept_ride":
                return acceptRide(c, args);
            case "end_shift":
                return endShift(c);
            case "pause_offers":
                return pauseOffers(c, args);
            case "trip_receipt":
                return tripReceipt(args.getString("trip_id"));
            case "shift_report":
                return shiftReport(args.getString("shift_id"));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle acceptRide(Call c, JSONObject args) throws JSONException {
        String rideId = args.getString("ride_id");
        if (c.resumeToken() == null || !resumes.check(c.resumeToken(), c.uid(), c.tool(), c.args())) {
            Intent review = new Intent("com.kerbside.action.REVIEW_OFFER")
                    .setComponent(new ComponentName(NAVIGATOR_PACKAGE, NAVIGATOR_PACKAGE + ".RideOfferActivity"))
                    .putExtra("ride_id", rideId);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 7, review, PendingIntent.FLAG_IMMUTABLE);
            return Replies.userAction(pi, resumes.issue(c.uid(), c.tool(), c.args()));
        }
        if (!dispatch.firstAccept(c.requestId())) {
            return Replies.success("{\"accepted\":true}");
        }
        dispatch.accept(rideId, Callers.ownerPackage(getContext(), c.uid()));
        return Replies.success("{\"accepted\":true}");
    }

    private Bundle endShift(Call c) {
        if (c.resumeToken() == null || !resumes.check(c.resumeToken(), c.uid(), c.tool(), c.args())) {
            PendingIntent pi = new Resolution(getContext(), ShiftActivity.class)
                    .extra("shift", dispatch.currentShift())
                    .code(8)
                    .updating()
                    .build();
            return Replies.userAction(pi, resumes.issue(c.uid(), c.tool(), c.args()));
        }
        dispatch.endShift();
        return Replies.success("{\"ended\":true}");
    }

    private Bundle pauseOffers(Call c, JSONObject args) {
        long minutes = args.optLong("minutes");
        if (c.resumeToken() == null || !resumes.check(c.resumeToken(), c.uid(), c.tool(), c.args())) {
            PendingIntent pi = new Resolution(getContext(), PauseActivity.class)
                    .extra("minutes", String.valueOf(minutes))
                    .code(9)
                    .build();
            return Replies.userAction(pi, resumes.issue(c.uid(), c.tool(), c.args()));
        }
        dispatch.pause(minutes);
        return Replies.success("{\"paused\":true}");
    }

    private Bundle tripReceipt(String tripId) throws IOException {
        byte[] pdf = dispatch.receipt(tripId);
        Pipe pipe = Pipe.open();
        writer.execute(() -> Pipe.drain(pdf, pipe.sink()));
        Bundle b = Replies.file("application/pdf", pdf.length);
        b.putParcelable("result_fd", pipe.source());
        return b;
    }

    private Bundle shiftReport(String shiftId) throws IOException {
        File report = dispatch.reportFile(shiftId);
        Bundle b = Replies.file("text/csv", report.length());
        b.putParcelable("result_fd", ParcelFileDescriptor.open(report, ParcelFileDescriptor.MODE_READ_ONLY));
        return b;
    }

    record Call(String tool, String args, String requestId, String resumeToken, int uid) {
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
