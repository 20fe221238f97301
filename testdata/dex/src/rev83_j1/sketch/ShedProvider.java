package com.plotshare.shed;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Looper;
import android.os.Message;
import android.util.Log;
import com.plotshare.core.Garden;
import com.plotshare.core.Replies;
import com.plotshare.ui.ConfirmActivity;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** PlotShare's tool shed: removing and archiving plots, done on a worker thread. */
public class ShedProvider extends ContentProvider {
    static final String TAG = "PlotShare";
    static final String TOOLS = "{\"revision\":\"shed-1\",\"tools\":[]}";
    static final int WHAT_DELETE = 1;
    static final int WHAT_ARCHIVE = 2;

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final Map<String, Tool<?>> tools = new HashMap<>();
    private SQLiteDatabase db;
    private Handler worker;

    @Override
    public boolean onCreate() {
        db = Garden.db(getContext());
        HandlerThread thread = new HandlerThread("shed-worker");
        thread.start();
        worker = new ShedHandler(thread.getLooper());
        tools.put("remove_plot", new RemoveTool());
        tools.put("archive_plot", new ArchiveTool());
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
            String token = Garden.fresh();
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
        Tool<?> tool = tools.get(req.getString("tool_name", ""));
        if (tool == null) {
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
        return tool.call(req, uid);
    }

    private Bundle reply(String code, String message) {
        Log.i(TAG, code);
        return Replies.error(code, message);
    }

    private void checkPlot(String id) {
        Cursor c = db.rawQuery("SELECT id FROM plots WHERE id = ?", new String[] {id});
        boolean found = c.moveToFirst();
        c.close();
        if (!found) {
            throw new IllegalArgumentException("plots.db: no row in table plots for id=? (/data/data/com.plotshare/databases)");
        }
    }

    private PendingIntent confirmScreen(String plotId) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("plot_id", plotId);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** remove_plot: deletes a plot the caller owns. */
    class RemoveTool extends Tool<DeleteRequest> {
        @Override
        DeleteRequest parse(ToolRequest base) throws org.json.JSONException {
            return new DeleteRequest(base);
        }

        @Override
        Bundle run(DeleteRequest req) {
            if (!req.confirmed) {
                return reply("USER_CONFIRMATION_REQUIRED", "ask the gardener first");
            }
            try {
                checkPlot(req.plotId);
            } catch (RuntimeException e) {
                return reply("INVALID_ARGUMENT", e.getMessage());
            }
            worker.obtainMessage(WHAT_DELETE, req).sendToTarget();
            return Replies.ok("{\"queued\":true}");
        }
    }

    /** archive_plot: hides a plot after the gardener confirms on the phone. */
    class ArchiveTool extends Tool<ArchiveRequest> {
        @Override
        ArchiveRequest parse(ToolRequest base) throws org.json.JSONException {
            return new ArchiveRequest(base);
        }

        @Override
        Bundle run(ArchiveRequest req) {
            try {
                checkPlot(req.plotId);
            } catch (RuntimeException e) {
                Log.w(TAG, "archive_plot lookup", e);
                return reply("INVALID_ARGUMENT", "no such plot");
            }
            Integer who = req.resume != null ? pending.remove(req.resume) : null;
            if (who == null || who != req.uid) {
                if (req.confirmed) {
                    Log.i(TAG, "agent says confirmed; asking the gardener anyway");
                }
                String token = Garden.fresh();
                pending.put(token, req.uid);
                return Replies.needsUser(confirmScreen(req.plotId), token);
            }
            worker.obtainMessage(WHAT_ARCHIVE, req.uid, 0, req.plotId).sendToTarget();
            return Replies.ok("{\"queued\":true}");
        }
    }

    /** The shed's worker: all writes happen here, off the binder thread. */
    class ShedHandler extends Handler {
        ShedHandler(Looper looper) {
            super(looper);
        }

        @Override
        public void handleMessage(Message msg) {
            switch (msg.what) {
                case WHAT_DELETE:
                    DeleteRequest req = (DeleteRequest) msg.obj;
                    int caller = Binder.getCallingUid();
                    db.delete("plots", "id = ? AND owner = ?", new String[] {req.plotId, String.valueOf(caller)});
                    break;
                case WHAT_ARCHIVE:
                    String id = (String) msg.obj;
                    db.execSQL("UPDATE plots SET archived = 1 WHERE id = ? AND owner = ?", new Object[] {id, msg.arg1});
                    break;
                default:
                    super.handleMessage(msg);
            }
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
