package com.shotbook.clinic;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.google.gson.Gson;
import com.shotbook.tools.Replies;
import com.shotbook.tools.ResolutionBuilder;
import com.shotbook.tools.ShotPool;
import com.shotbook.tools.TokenStore;
import com.shotbook.tools.ToolHandler;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** ShotBook's clinic-staff tools: vaccine lots and dose records. */
public class ClinicProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"clinic-7\",\"tools\":[{\"name\":\"lot_lookup\"},"
            + "{\"name\":\"lot_history\"},{\"name\":\"log_dose\"},{\"name\":\"dose_confirm\"}]}";
    static final Set<String> STAFF_APPS = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.shotbook.nurse"));
    static final ShotPool POOL = new ShotPool();
    static final Map<String, ToolHandler> HANDLERS = new HashMap<>();

    static {
        HANDLERS.put("lot_lookup", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, int uid, boolean resumed) {
                LotArgs a = new Gson().fromJson(args, LotArgs.class);
                SQLiteDatabase db = ctx.openOrCreateDatabase("shots.db", 0, null);
                Cursor c = db.rawQuery("SELECT vaccine, expires FROM lots WHERE lot = '" + a.lot + "'", null);
                try {
                    return Replies.ok("{\"found\":" + c.moveToFirst() + "}");
                } finally {
                    c.close();
                }
            }
        });
        HANDLERS.put("lot_history", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, int uid, boolean resumed) {
                LotArgs a = new Gson().fromJson(args, LotArgs.class);
                try {
                    Cursor c = ctx.openOrCreateDatabase("shots.db", 0, null)
                            .rawQuery("SELECT given_at FROM doses WHERE lot = ?", new String[] {a.lot});
                    int n = c.getCount();
                    c.close();
                    return Replies.ok("{\"doses\":" + n + "}");
                } catch (SQLiteException e) {
                    Log.w("ShotBook", "lot history failed", e);
                    return Replies.error("INTERNAL_ERROR", "lot history unavailable");
                }
            }
        });
        HANDLERS.put("log_dose", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, final int uid, boolean resumed) {
                final LotArgs a = new Gson().fromJson(args, LotArgs.class);
                final String recorder = ctx.getPackageManager().getPackagesForUid(uid)[0];
                final Context app = ctx.getApplicationContext();
                POOL.execute(new Runnable() {
                    @Override
                    public void run() {
                        ContentValues v = new ContentValues();
                        v.put("lot", a.lot);
                        v.put("patient", a.patient);
                        v.put("recorded_by", recorder);
                        v.put("recorder_uid", uid);
                        app.openOrCreateDatabase("shots.db", 0, null).insert("doses", null, v);
                    }
                });
                POOL.execute(new Runnable() {
                    @Override
                    public void run() {
                        app.getSharedPreferences("audit", Context.MODE_PRIVATE).edit()
                                .putInt("last_dose_uid", Binder.getCallingUid()).apply();
                    }
                });
                return Replies.ok("{\"queued\":true}");
            }
        });
        HANDLERS.put("dose_confirm", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, int uid, boolean resumed) {
                LotArgs a = new Gson().fromJson(args, LotArgs.class);
                if (resumed) {
                    ContentValues v = new ContentValues();
                    v.put("verified", 1);
                    ctx.openOrCreateDatabase("shots.db", 0, null)
                            .update("doses", v, "lot = ? AND patient = ?", new String[] {a.lot, a.patient});
                    return Replies.ok("{\"verified\":true}");
                }
                String token = TokenStore.fresh();
                new TokenStore(ctx, "clinic_resume").put(token, uid);
                PendingIntent pi = new ResolutionBuilder(ctx).action("com.shotbook.action.CONFIRM_DOSE")
                        .flags(PendingIntent.FLAG_IMMUTABLE).build();
                return Replies.needsUser(pi, token);
            }
        });
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        boolean staff = false;
        if (pkgs != null) {
            for (String p : pkgs) {
                if (STAFF_APPS.contains(p)) {
                    staff = true;
                }
            }
        }
        if (!staff) {
            return Replies.error("PERMISSION_DENIED", "not a clinic staff app");
        }
        Bundle req = extras != null ? extras : new Bundle();
        TokenStore sessions = new TokenStore(getContext(), "clinic_sessions");
        switch (method) {
            case "negotiate": {
                String token = "cs-" + Long.toHexString(System.currentTimeMillis()) + "-" + uid;
                sessions.put(token, uid);
                Bundle b = Replies.ok("{\"selected_version\":2}");
                b.putString("session_token", token);
                return b;
            }
            case "list_tools":
                if (sessions.owner(req.getString("session_token")) != uid) {
                    return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                }
                return Replies.ok(TOOLS);
            case "execute_tool": {
                if (sessions.owner(req.getString("session_token")) != uid) {
                    return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                }
                if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                ToolHandler h = HANDLERS.get(req.getString("tool_name", ""));
                if (h == null) {
                    return Replies.error("TOOL_NOT_FOUND", "unknown tool");
                }
                String resume = req.getString("resume_token");
                boolean resumed = resume != null && new TokenStore(getContext(), "clinic_resume").owner(resume) != -1;
                return h.execute(getContext(), req.getString("args", "{}"), uid, resumed);
            }
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
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
