package com.plotshare.plots;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.plotshare.core.Garden;
import com.plotshare.core.Replies;
import com.plotshare.ui.ConfirmActivity;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** PlotShare's plot directory: search plots, offer swaps, claim free beds. */
public class PlotProvider extends ContentProvider {
    static final String TAG = "PlotShare";
    static final String TOOLS = "{\"revision\":\"plots-1\",\"tools\":[]}";

    enum ToolKind {
        SEARCH_PLOTS {
            @Override
            Bundle execute(Context ctx, Bundle req) throws JSONException {
                String text = Replies.args(req).optString("text");
                Cursor c = Garden.db(ctx).rawQuery("SELECT id, bed, crop FROM plots WHERE bed LIKE '%" + text + "%'", null);
                int n = c.getCount();
                c.close();
                return Replies.count(n);
            }
        },
        PLOTS_BY_CROP {
            @Override
            Bundle execute(Context ctx, Bundle req) throws JSONException {
                String crop = Replies.args(req).optString("crop");
                Cursor c = Garden.db(ctx).rawQuery("SELECT id, bed FROM plots WHERE crop = ?", new String[] {crop});
                int n = c.getCount();
                c.close();
                return Replies.count(n);
            }
        },
        SWAP_PLOT {
            @Override
            Bundle execute(Context ctx, Bundle req) throws JSONException {
                JSONObject args = Replies.args(req);
                Intent i = new Intent("com.plotshare.action.CONFIRM_SWAP");
                i.putExtra("plot_id", args.getString("plot_id"));
                PendingIntent pi = PendingIntent.getActivity(ctx, 1, i, PendingIntent.FLAG_UPDATE_CURRENT);
                return Replies.needsUser(pi, Garden.fresh());
            }
        },
        CLAIM_PLOT {
            @Override
            Bundle execute(Context ctx, Bundle req) throws JSONException {
                JSONObject args = Replies.args(req);
                Intent i = new Intent(ctx, ConfirmActivity.class);
                i.putExtra("plot_id", args.getString("plot_id"));
                PendingIntent pi = PendingIntent.getActivity(ctx, 2, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
                return Replies.needsUser(pi, Garden.fresh());
            }
        };

        abstract Bundle execute(Context ctx, Bundle req) throws JSONException;
    }

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<ToolKind, Boolean> enabled = new EnumMap<>(ToolKind.class);
    private final Random random = new Random();

    @Override
    public boolean onCreate() {
        for (ToolKind k : ToolKind.values()) {
            enabled.put(k, Boolean.TRUE);
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Garden.trusted(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(random.nextLong());
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
        if (Replies.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            ToolKind kind = ToolKind.valueOf(req.getString("tool_name", "").toUpperCase(Locale.ROOT));
            if (!enabled.get(kind)) {
                return Replies.error("TOOL_NOT_FOUND", "tool disabled");
            }
            return kind.execute(getContext(), req);
        } catch (IllegalArgumentException e) {
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (JSONException e) {
            Log.w(TAG, "bad arguments", e);
            return Replies.error("INVALID_ARGUMENT", "arguments do not match the tool schema");
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
