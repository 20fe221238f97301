package com.choirnote.rehearsal;

import android.content.BroadcastReceiver;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.content.pm.PackageManager;
import android.database.ContentObserver;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.RemoteCallbackList;
import android.util.Base64;
import android.util.Log;
import com.choirnote.core.IListener;
import com.choirnote.core.Replies;
import com.choirnote.core.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** ChoirNote's rehearsal tools: notes per voice part, the seating roster, pings to section leaders. */
public class RehearsalProvider extends ContentProvider {
    static final String TAG = "ChoirNote";
    static final String ACTION_NOTE = "com.choirnote.action.PART_NOTE";
    static final Uri ROSTER = Uri.parse("content://com.choirnote.rehearsal/roster");
    static final String TOOLS = "{\"revision\":\"rehearsal-1\",\"tools\":[]}";
    static final byte[] CHOIR_CERT = Base64.decode("c2Hf0aR9mQ7LkT4wE1pZ6uY3nB8vX5dJ2gK0sW9hA7o=", 0);

    SQLiteDatabase db;
    final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    final RemoteCallbackList<IListener> listeners = new RemoteCallbackList<>();
    final Handler main = new Handler(Looper.getMainLooper());

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("choir.db", 0, null);
        getContext().registerReceiver(new BroadcastReceiver() {
            @Override
            public void onReceive(Context ctx, Intent intent) {
                String part = intent.getStringExtra("part");
                db.execSQL("INSERT INTO notes(part) VALUES ('" + part + "')");
            }
        }, new IntentFilter(ACTION_NOTE));
        getContext().getContentResolver().registerContentObserver(ROSTER, true, new ContentObserver(main) {
            @Override
            public void onChange(boolean selfChange) {
                int editor = Binder.getCallingUid();
                db.execSQL("UPDATE meta SET last_editor = ?", new Object[] {editor});
            }
        });
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
        final int uid = Binder.getCallingUid();
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
            String tool = req.getString("tool_name", "");
            if ("add_note".equals(tool)) {
                getContext().sendBroadcast(new Intent(ACTION_NOTE).setPackage(getContext().getPackageName())
                        .putExtra("part", args.getString("part")));
                return Replies.ok("{\"queued\":true}");
            }
            if ("move_singer".equals(tool)) {
                db.execSQL("UPDATE roster SET part = ? WHERE singer = ?",
                        new Object[] {args.getString("part"), args.getString("singer")});
                getContext().getContentResolver().notifyChange(ROSTER, null);
                return Replies.ok("{\"moved\":true}");
            }
            if ("ping_section".equals(tool)) {
                final String part = args.getString("part");
                main.post(new Runnable() {
                    @Override
                    public void run() {
                        int n = listeners.beginBroadcast();
                        for (int i = 0; i < n; i++) {
                            try {
                                listeners.getBroadcastItem(i).onPart(part, uid);
                            } catch (Exception e) {
                                Log.w(TAG, "listener gone", e);
                            }
                        }
                        listeners.finishBroadcast();
                    }
                });
                return Replies.ok("{\"pinged\":true}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        if (!trusted(Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        return db.delete("notes", "part = ?", new String[] {uri.getLastPathSegment()});
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
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
