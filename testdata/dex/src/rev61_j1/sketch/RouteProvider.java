package com.bikebus.routes;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.bikebus.core.CallersKt;
import com.bikebus.core.Outcome;
import com.bikebus.core.PendingAction;
import com.bikebus.core.Replies;
import com.bikebus.core.Roster;
import com.bikebus.core.Screens;
import com.bikebus.core.Session;
import com.bikebus.core.TokensKt;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** The bike-train route tools (the Java half of BikeBus). */
public class RouteProvider extends ContentProvider {
    static final String TAG = "BikeBus";
    static final String TOOLS = "{\"revision\":\"2\",\"tools\":[]}";

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final Map<String, PendingAction> pending = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (!CallersKt.anyTrusted(pkgs)) {
            return Replies.error("PERMISSION_DENIED", "not a BikeBus coordinator app");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = TokensKt.sessionToken(24);
            sessions.put(token, new Session(uid, System.currentTimeMillis()));
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Session s = sessions.get(req.getString("session_token", ""));
        if (s == null || s.getUid() != uid) {
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
        PendingAction p = resume != null ? pending.remove(resume) : null;
        boolean resumed = p != null && p.getUid() == uid;
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return unwrap(execute(req.getString("tool_name", ""), args, uid, resumed), uid);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL", "the tool could not run");
        }
    }

    private Outcome execute(String name, JSONObject args, int uid, boolean resumed) throws Exception {
        Context ctx = getContext();
        if ("route_stops".equals(name)) {
            SQLiteDatabase db = Roster.INSTANCE.open(ctx);
            return new Outcome.Done(Roster.INSTANCE.stopsByName(db, args.getString("route")));
        }
        if ("route_stops_by_id".equals(name)) {
            SQLiteDatabase db = Roster.INSTANCE.open(ctx);
            return new Outcome.Done(Roster.INSTANCE.stopsById(db, args.getString("route_id")));
        }
        if ("join_train".equals(name) || "leave_train".equals(name)) {
            if (!resumed) {
                return new Outcome.NeedsUser(name);
            }
            return Roster.INSTANCE.join(ctx, args.getString("route_id"), args.getString("child"), uid);
        }
        if ("cancel_trip".equals(name)) {
            long ident = Binder.clearCallingIdentity();
            try {
                return Roster.INSTANCE.cancelTrip(ctx, args.getString("trip_id"));
            } finally {
                Binder.restoreCallingIdentity(ident);
            }
        }
        if ("delay_trip".equals(name)) {
            long ident = Binder.clearCallingIdentity();
            try {
                return Roster.INSTANCE.delayTrip(ctx, args.getString("trip_id"), uid);
            } finally {
                Binder.restoreCallingIdentity(ident);
            }
        }
        return new Outcome.Refused("TOOL_NOT_FOUND", "unknown tool");
    }

    private Bundle unwrap(Outcome o, int uid) {
        if (o instanceof Outcome.Done) {
            return Replies.ok(((Outcome.Done) o).getJson());
        }
        if (o instanceof Outcome.NeedsUser) {
            String tool = ((Outcome.NeedsUser) o).getTool();
            String token = TokensKt.resumeToken(tool, System.currentTimeMillis());
            pending.put(token, new PendingAction(uid, tool));
            PendingIntent pi;
            if ("leave_train".equals(tool)) {
                pi = Screens.confirm(getContext(), LeaveTrainActivity.class, 1,
                        PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            } else {
                pi = Screens.confirm(getContext(), JoinTrainActivity.class);
            }
            return Replies.needsUser(pi, token);
        }
        Outcome.Refused r = (Outcome.Refused) o;
        return Replies.error(r.getCode(), r.getMessage());
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
