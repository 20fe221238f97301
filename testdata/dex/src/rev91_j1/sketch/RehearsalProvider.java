package com.choirbook.rehearsals;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.IntentFilter;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import androidx.localbroadcastmanager.content.LocalBroadcastManager;
import com.choirbook.core.Replies;
import com.choirbook.core.Tokens;
import com.choirbook.data.PurgeReceiver;
import com.choirbook.data.RehearsalStore;
import com.choirbook.events.DeleteRehearsalEvent;
import com.choirbook.events.MarkAbsentEvent;
import com.choirbook.events.MarkPresentEvent;
import com.choirbook.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.greenrobot.eventbus.EventBus;
import org.json.JSONObject;

/** ChoirBook's rehearsal tools; the work is handed to EventBus subscribers and a local broadcast. */
public class RehearsalProvider extends ContentProvider {
    static final String TAG = "ChoirBook";
    static final String TOOLS = "{\"revision\":\"rehearsals-1\",\"tools\":[]}";
    static final byte[] CHOIR_CERT = Base64.decode("c2VjdGlvbi1sZWFkZXJzLWNob2lyYm9vay1jZXJ0LTAx", Base64.DEFAULT);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = getContext().openOrCreateDatabase("choir.db", 0, null);
        new RehearsalStore(db).start();
        LocalBroadcastManager.getInstance(getContext())
                .registerReceiver(new PurgeReceiver(db), new IntentFilter(PurgeReceiver.ACTION_PURGE));
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, CHOIR_CERT, PackageManager.CERT_INPUT_SHA256);
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
        if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, req.getString("resume_token"));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle execute(String tool, JSONObject args, int uid, String resume) throws Exception {
        if ("cancel_rehearsal".equals(tool)) {
            long id = args.getLong("rehearsal_id");
            if (!args.optBoolean("confirmed")) {
                return Replies.needsUser(confirmScreen("cancel"), Tokens.fresh());
            }
            EventBus.getDefault().post(new DeleteRehearsalEvent(id));
            return Replies.ok("{\"cancelled\":true}");
        }
        if ("mark_absent".equals(tool)) {
            EventBus.getDefault().post(new MarkAbsentEvent(args.getString("singer")));
            return Replies.ok("{\"queued\":true}");
        }
        if ("mark_present".equals(tool)) {
            EventBus.getDefault().post(new MarkPresentEvent(args.getString("singer"), uid));
            return Replies.ok("{\"queued\":true}");
        }
        if ("purge_old".equals(tool)) {
            boolean force = args.optBoolean("force");
            Log.i(TAG, force ? "forced purge requested" : "purge requested");
            Integer who = resume != null ? pending.remove(resume) : null;
            if (who == null || who != uid) {
                String token = Tokens.fresh();
                pending.put(token, uid);
                return Replies.needsUser(confirmScreen("purge"), token);
            }
            long before = args.getLong("before_ms");
            LocalBroadcastManager.getInstance(getContext())
                    .sendBroadcast(new Intent(PurgeReceiver.ACTION_PURGE).putExtra("before", before));
            return Replies.ok("{\"purged\":true}");
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    PendingIntent confirmScreen(String what) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("what", what);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
