package com.cutqueue.queue;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.ServiceConnection;
import android.content.SharedPreferences;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.IBinder;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.cutqueue.core.Replies;
import com.cutqueue.core.Tokens;
import com.cutqueue.ui.ConfirmActivity;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** CutQueue's laser-cutter booking tools; the queue itself runs in QueueService behind IQueue. */
public class QueueProvider extends ContentProvider implements ServiceConnection {
    static final String TAG = "CutQueue";
    static final String TOOLS = "{\"revision\":\"queue-1\",\"tools\":[]}";
    static final byte[] LAB_CERT = Base64.decode("q0Jx9m2Lr7T1c4WkZ8eF3vB6nY0aH5sD2uG8iK1oP4E=", Base64.DEFAULT);

    private IBinder queue;
    private SharedPreferences sessions;
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        sessions = getContext().getSharedPreferences("queue_sessions", 0);
        getContext().bindService(new Intent(getContext(), QueueService.class), this, 1);
        return true;
    }

    @Override
    public void onServiceConnected(ComponentName name, IBinder b) {
        queue = b;
    }

    @Override
    public void onServiceDisconnected(ComponentName name) {
        queue = null;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, LAB_CERT, PackageManager.CERT_INPUT_SHA256);
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
            sessions.edit().putInt("s_" + token, uid).apply();
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (sessions.getInt("s_" + req.getString("session_token", ""), -1) != uid) {
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
            if ("book_cut".equals(tool)) {
                return book(args, uid, req.getString("resume_token"));
            }
            if ("cancel_cut".equals(tool)) {
                boolean done = IQueue.Stub.asInterface(queue).cancel(args.getString("job"), uid);
                return Replies.ok("{\"cancelled\":" + done + "}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle book(JSONObject args, int uid, String resume) throws Exception {
        String job = args.getString("job");
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = Tokens.resume();
            pending.put(token, uid);
            return Replies.needsUser(confirmScreen(job), token);
        }
        int slot = IQueue.Stub.asInterface(queue).enqueue(job, args.getInt("minutes"));
        return Replies.ok("{\"slot\":" + slot + "}");
    }

    PendingIntent confirmScreen(String job) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("job", job);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!trusted(Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        File f = new File(getContext().getFilesDir(), "queue.png");
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
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
