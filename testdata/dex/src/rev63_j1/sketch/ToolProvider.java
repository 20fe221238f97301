package com.cutqueue.tools;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.SharedPreferences;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.ParcelFileDescriptor;
import com.cutqueue.core.Replies;
import com.cutqueue.core.ToolPlugin;
import dalvik.system.DexClassLoader;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.ServiceLoader;
import org.json.JSONObject;

/** CutQueue's file/preset tools: ServiceLoader plugins plus one tool from a downloaded dex. */
public class ToolProvider extends ContentProvider {
    static final String AGENT = "org.makerspace.agent";
    static final String TOOLS = "{\"revision\":\"tools-1\",\"tools\":[]}";

    SharedPreferences sessions;
    private final Handler main = new Handler(Looper.getMainLooper());

    @Override
    public boolean onCreate() {
        sessions = getContext().getSharedPreferences("tool_sessions", 0);
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if (AGENT.equals(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(System.nanoTime());
            sessions.edit().putInt("s_" + token, uid).apply();
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sessions.contains("s_" + req.getString("session_token", ""))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        final String tool = req.getString("tool_name", "");
        main.post(new Runnable() {
            @Override
            public void run() {
                sessions.edit().putString("last_tool_" + Binder.getCallingUid(), tool).apply();
            }
        });
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            for (ToolPlugin p : ServiceLoader.load(ToolPlugin.class)) {
                if (p.name().equals(tool)) {
                    return Replies.ok(p.run(getContext(), args));
                }
            }
            ToolPlugin extra = loadExtra();
            if (extra != null && extra.name().equals(tool)) {
                return Replies.ok(extra.run(getContext(), args));
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            return Replies.error("INTERNAL_ERROR", "tool failed: " + e);
        }
    }

    ToolPlugin loadExtra() throws Exception {
        File dex = new File(getContext().getCodeCacheDir(), "extra_tool.dex");
        if (!dex.exists()) {
            return null;
        }
        DexClassLoader loader = new DexClassLoader(dex.getPath(), getContext().getCodeCacheDir().getPath(), null, getClass().getClassLoader());
        String name = sessions.getString("extra_class", "com.cutqueue.extra.NestingTool");
        return (ToolPlugin) loader.loadClass(name).newInstance();
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        File f = new File(getContext().getFilesDir(), "laser_manual.pdf");
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
