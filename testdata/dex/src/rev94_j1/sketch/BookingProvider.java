package com.plotshare.bookings;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.android.volley.Request;
import com.android.volley.toolbox.JsonObjectRequest;
import com.android.volley.toolbox.StringRequest;
import com.android.volley.toolbox.Volley;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.database.FirebaseDatabase;
import com.plotshare.core.Replies;
import com.plotshare.core.Screens;
import com.plotshare.core.Tokens;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.json.JSONObject;

/** PlotShare's booking tools: bookings in the Realtime Database, mirrored to the club server with Volley. */
public class BookingProvider extends ContentProvider {
    static final String TAG = "PlotShare";
    static final String TOOLS = "{\"revision\":\"bookings-1\",\"tools\":[]}";
    static final String API = "https://api.plotshare.example/v1/bookings";
    static final String WAITLIST_API = "https://api.plotshare.example/v1/waitlist/leave";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private ListeningExecutorService pool;

    @Override
    public boolean onCreate() {
        pool = MoreExecutors.listeningDecorator(Executors.newSingleThreadExecutor());
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        return pkgs != null && "org.gardenclub.agent".equals(pkgs[0]);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(new Random().nextLong());
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sessions.containsKey(req.getString("session_token", ""))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("cancel_booking".equals(tool)) {
                return cancel(args, uid);
            }
            if ("leave_waitlist".equals(tool)) {
                return leave(args, uid, req.getString("resume_token"));
            }
            if ("booking_history".equals(tool)) {
                return history(pool, args.getString("member"), uid);
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle cancel(JSONObject args, int uid) throws Exception {
        String booking = args.getString("booking");
        if (args.optBoolean("confirmed")) {
            String url = Uri.parse(API).buildUpon().appendPath(booking).build().toString();
            StringRequest del = new StringRequest(Request.Method.DELETE, url,
                    r -> Log.i(TAG, "booking cancelled"), err -> Log.w(TAG, "cancel failed", err));
            Volley.newRequestQueue(getContext()).add(del);
            FirebaseDatabase.getInstance().getReference("bookings").child(booking).removeValue();
            return Replies.ok("{\"cancelled\":true}");
        }
        String token = Tokens.fresh();
        pending.put(token, uid);
        return Replies.needsUser(Screens.confirm(getContext(), booking), token);
    }

    Bundle leave(JSONObject args, int uid, String resume) throws Exception {
        String entry = args.getString("entry");
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(Screens.confirm(getContext(), entry), token);
        }
        FirebaseDatabase.getInstance().getReference("waitlist").child(entry).removeValue();
        JSONObject body = new JSONObject().put("entry", entry);
        Volley.newRequestQueue(getContext()).add(new JsonObjectRequest(Request.Method.POST, WAITLIST_API, body, null, null));
        return Replies.ok("{\"left\":true}");
    }

    static Bundle history(ListeningExecutorService pool, String member, int uid) throws InterruptedException {
        ListenableFuture<String> rows = pool.submit(
                () -> new JSONObject().put("member", member).put("viewer", uid).toString());
        ListenableFuture<Bundle> reply = Futures.transform(rows, Replies::ok, MoreExecutors.directExecutor());
        AtomicReference<Bundle> box = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Futures.addCallback(reply, new FutureCallback<Bundle>() {
            @Override
            public void onSuccess(Bundle b) {
                box.set(b);
                done.countDown();
            }

            @Override
            public void onFailure(Throwable t) {
                Log.w(TAG, "history failed", t);
                box.set(Replies.error("INTERNAL_ERROR", "history unavailable"));
                done.countDown();
            }
        }, MoreExecutors.directExecutor());
        done.await(5, TimeUnit.SECONDS);
        Bundle b = box.get();
        return b != null ? b : Replies.error("INTERNAL_ERROR", "history timed out");
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
