package com.molar.appointments;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.util.Log;
import com.molar.core.Replies;
import com.molar.core.Tokens;
import com.molar.di.AppComponent;
import com.molar.di.DaggerAppComponent;
import io.reactivex.Single;
import io.reactivex.schedulers.Schedulers;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

/** Molar's appointment tools for the front-desk agent. */
public class AppointmentProvider extends ContentProvider {
    static final String TAG = "Molar";
    static final Set<String> FRONT_DESK = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.molar.kiosk"));
    static final String TOOLS = "{\"revision\":\"3\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private AppComponent component;
    private HandlerThread reminders;

    @Override
    public boolean onCreate() {
        component = DaggerAppComponent.create();
        reminders = new HandlerThread("molar-reminders");
        reminders.start();
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return Replies.error("PERMISSION_DENIED", "unknown caller");
        }
        for (String p : pkgs) {
            if (!FRONT_DESK.contains(p)) {
                return Replies.error("PERMISSION_DENIED", "not a Molar front-desk app");
            }
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String resume = req.getString("resume_token");
        boolean resumed = resume != null && component.tokenStore().get().take(getContext(), resume) == uid;
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, resumed);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL", "the tool could not run");
        }
    }

    private Bundle execute(String name, JSONObject args, int uid, boolean resumed) throws Exception {
        Context ctx = getContext();
        if ("book_visit".equals(name)) {
            return component.chartService().get().book(ctx, args, uid, resumed);
        }
        if ("cancel_visit".equals(name)) {
            return component.chartService().get().cancel(ctx, args, uid, resumed);
        }
        if ("patient_lookup".equals(name)) {
            return patientLookup(ctx, args.getString("patient_id"));
        }
        if ("next_slot".equals(name)) {
            return nextSlot(ctx, args.optString("chair", "1"), uid);
        }
        if ("remind_patient".equals(name)) {
            return remindPatient(ctx, args, uid);
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    Bundle patientLookup(Context ctx, String patientId) {
        ChartService charts = component.chartService().get();
        return Single.fromCallable(() -> charts.find(ctx, patientId, Binder.getCallingUid()))
                .subscribeOn(Schedulers.io())
                .map(Replies::ok)
                .blockingGet();
    }

    Bundle nextSlot(Context ctx, String chair, int uid) {
        ChartService charts = component.chartService().get();
        return Single.fromCallable(() -> charts.nextSlot(ctx, chair, uid))
                .subscribeOn(Schedulers.io())
                .map(Replies::ok)
                .blockingGet();
    }

    Bundle remindPatient(Context ctx, JSONObject args, int uid) throws Exception {
        String note = args.getString("note_file");
        String text = args.optString("text", "");
        CountDownLatch written = new CountDownLatch(1);
        Handler handler = new Handler(reminders.getLooper());
        handler.post(() -> {
            writeNote(ctx, note, text, uid);
            written.countDown();
        });
        if (!written.await(2, TimeUnit.SECONDS)) {
            return Replies.error("UNAVAILABLE", "reminder queue busy");
        }
        return Replies.ok("{\"queued\":true}");
    }

    static void writeNote(Context ctx, String name, String text, int uid) {
        File note = new File(new File(ctx.getFilesDir(), "reminders"), name);
        try {
            FileWriter out = new FileWriter(note);
            out.write(text);
            out.close();
            Log.i(TAG, "reminder written for " + uid);
        } catch (IOException e) {
            Log.w(TAG, "reminder not written", e);
        }
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
