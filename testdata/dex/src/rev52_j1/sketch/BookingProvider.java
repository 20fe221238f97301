package com.shotbook.booking;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.util.Log;
import com.google.gson.Gson;
import com.shotbook.tools.Replies;
import com.shotbook.tools.ResolutionBuilder;
import com.shotbook.tools.TokenStore;
import com.shotbook.tools.ToolHandler;
import com.shotbook.ui.CancelConfirmActivity;
import com.shotbook.ui.RescheduleActivity;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** ShotBook's patient-facing tools: book, cancel and reschedule vaccine appointments. */
public class BookingProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"booking-3\",\"tools\":[{\"name\":\"book_slot\"},"
            + "{\"name\":\"cancel_appointment\"},{\"name\":\"reschedule\"}]}";
    static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.shotbook.kiosk"));
    static final Handler MAIN = new Handler(Looper.getMainLooper());
    static final Map<String, ToolHandler> HANDLERS = new HashMap<>();

    static {
        HANDLERS.put("book_slot", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, final int uid, boolean resumed) {
                final AppointmentArgs a = new Gson().fromJson(args, AppointmentArgs.class);
                SQLiteDatabase db = ctx.openOrCreateDatabase("shots.db", 0, null);
                try {
                    ContentValues v = new ContentValues();
                    v.put("slot", a.slot);
                    v.put("patient_uid", uid);
                    long id = db.insertOrThrow("appointments", null, v);
                    ctx.startService(new Intent(ctx, ReminderService.class).putExtra("appointment_id", id));
                    MAIN.post(new Runnable() {
                        @Override
                        public void run() {
                            Log.i("ShotBook", "slot " + a.slot + " booked for uid " + uid);
                        }
                    });
                    return Replies.ok("{\"appointment_id\":\"" + id + "\"}");
                } catch (SQLiteException e) {
                    return Replies.error("INTERNAL_ERROR", "booking failed: " + e.getMessage());
                } finally {
                    db.close();
                }
            }
        });
        HANDLERS.put("cancel_appointment", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, int uid, boolean resumed) {
                AppointmentArgs a = new Gson().fromJson(args, AppointmentArgs.class);
                if (a.confirmed || resumed) {
                    ctx.openOrCreateDatabase("shots.db", 0, null)
                            .delete("appointments", "id = ?", new String[] {a.appointment_id});
                    return Replies.ok("{\"cancelled\":true}");
                }
                String token = TokenStore.fresh();
                new TokenStore(ctx, "booking_resume").put(token, uid);
                PendingIntent pi = new ResolutionBuilder(ctx).target(CancelConfirmActivity.class)
                        .flags(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT).build();
                return Replies.needsUser(pi, token);
            }
        });
        HANDLERS.put("reschedule", new ToolHandler() {
            @Override
            public Bundle execute(Context ctx, String args, int uid, boolean resumed) {
                AppointmentArgs a = new Gson().fromJson(args, AppointmentArgs.class);
                if (a.force) {
                    Log.i("ShotBook", "agent asked to force a reschedule of " + a.appointment_id);
                }
                if (resumed) {
                    ContentValues v = new ContentValues();
                    v.put("slot", a.slot);
                    ctx.openOrCreateDatabase("shots.db", 0, null)
                            .update("appointments", v, "id = ?", new String[] {a.appointment_id});
                    return Replies.ok("{\"rescheduled\":true}");
                }
                String token = TokenStore.fresh();
                new TokenStore(ctx, "booking_resume").put(token, uid);
                PendingIntent pi = new ResolutionBuilder(ctx).target(RescheduleActivity.class)
                        .flags(PendingIntent.FLAG_UPDATE_CURRENT).build();
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
        if (pkgs == null || pkgs.length != 1 || !PARTNERS.contains(pkgs[0])) {
            return Replies.error("PERMISSION_DENIED", "not a ShotBook partner");
        }
        Bundle req = extras != null ? extras : new Bundle();
        TokenStore sessions = new TokenStore(getContext(), "booking_sessions");
        switch (method) {
            case "negotiate": {
                String token = TokenStore.fresh();
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
                boolean resumed = resume != null && new TokenStore(getContext(), "booking_resume").take(resume) == uid;
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
