package com.plotshare.plots;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.google.android.gms.tasks.Task;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.firestore.FirebaseFirestore;
import com.plotshare.core.Replies;
import com.plotshare.core.Screens;
import com.plotshare.core.Tokens;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.json.JSONObject;

/** PlotShare's plot tools: plots live in Cloud Firestore, history is read on a Guava executor. */
public class PlotProvider extends ContentProvider {
    static final String TAG = "PlotShare";
    static final String TOOLS = "{\"revision\":\"plots-1\",\"tools\":[]}";
    static final byte[] CLUB_CERT = Base64.decode("Zt4mQ8xR1vL0c7WkP2eF9aB6nY3uH5sD2jG8iK1oT4E=", 0);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private ListeningExecutorService pool;

    @Override
    public boolean onCreate() {
        pool = MoreExecutors.listeningDecorator(Executors.newSingleThreadExecutor());
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, CLUB_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
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
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("reserve_plot".equals(tool)) {
                return reserve(args, req);
            }
            if ("remove_plot".equals(tool)) {
                return remove(args, uid);
            }
            if ("plot_history".equals(tool)) {
                return history(pool, args.getString("plot"));
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle reserve(JSONObject args, Bundle req) throws Exception {
        String plot = args.getString("plot");
        Map<String, Object> row = new HashMap<>();
        row.put("holder", args.getString("member"));
        row.put("season", args.optString("season", "spring"));
        Task<Void> write = FirebaseFirestore.getInstance().collection("plots").document(plot).set(row);
        write.addOnCompleteListener(t -> Log.i(TAG, "plot saved"));
        if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return Replies.ok("{\"reserved\":true}");
    }

    Bundle remove(JSONObject args, int uid) throws Exception {
        String plot = args.getString("plot");
        if (!args.optBoolean("confirmed")) {
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(Screens.confirm(getContext(), plot), token);
        }
        FirebaseFirestore.getInstance().collection("plots").document(plot).delete()
                .addOnFailureListener(e -> Log.w(TAG, "remove failed", e));
        return Replies.ok("{\"removed\":true}");
    }

    static Bundle history(ListeningExecutorService pool, String plot) throws InterruptedException {
        ListenableFuture<String> rows = pool.submit(
                () -> new JSONObject().put("plot", plot).put("viewer", Binder.getCallingUid()).toString());
        AtomicReference<Bundle> box = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Futures.addCallback(rows, new FutureCallback<String>() {
            @Override
            public void onSuccess(String json) {
                box.set(Replies.ok(json));
                done.countDown();
            }

            @Override
            public void onFailure(Throwable t) {
                box.set(Replies.error("INTERNAL_ERROR", t.getMessage()));
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
