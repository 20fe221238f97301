package com.inkwell.remind;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.inkwell.confirm.ConfirmActivity;
import com.inkwell.core.CallerPolicy;
import com.inkwell.core.Replies;
import com.inkwell.core.SessionTable;
import com.inkwell.core.Texts;
import com.inkwell.core.TokenMint;
import com.inkwell.core.ToolCall;
import com.inkwell.notes.NotesToolProvider;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;

/** Inkwell's reminder tools: list, snooze, cancel and clear reminders. */
public class ReminderToolProvider extends ContentProvider {
    static final String TAG = "InkwellRemind";
    static final String NEGOTIATED = "{\"selected_version\":2,\"provider_id\":\"com.inkwell.remind\",\"provider_name\":\"Inkwell reminders\","
            + "\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
            + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}";
    static final String TOOLS = "{\"revision\":\"remind-3\",\"tools\":["
            + "{\"name\":\"list_reminders\",\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"snooze_reminder\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"cancel_reminder\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"clear_reminders\",\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}]}";
    private static final Set<String> DESTRUCTIVE = new HashSet<String>(Arrays.asList("cancel", "clearAll"));

    private SQLiteDatabase db;
    private CallerPolicy policy;
    private ReminderService service;
    private final SessionTable sessions = new SessionTable();
    private final ResumeBook resumes = ResumeBook.get();
    private final ExecutorService worker = Executors.newFixedThreadPool(2);
    private final Confirmations confirmations = new Confirmations();

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("reminders.db", 0, null);
        policy = new CallerPolicy(getContext(), NotesToolProvider.ASSISTANT_CERT);
        service = (ReminderService) Proxy.newProxyInstance(ReminderService.class.getClassLoader(),
                new Class<?>[] {ReminderService.class}, new Guard(new ReminderBook(db)));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        String requestId = req.getString("request_id");
        if (!policy.trusted(uid)) {
            return Replies.error(requestId, "PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            if (!SessionTable.speaksV2(req.getIntArray("consumer_versions"))) {
                return Replies.error(null, "UNSUPPORTED_VERSION", "only CETP v2 is served");
            }
            return Replies.bundle("status", "success", "data", NEGOTIATED, "session_token", sessions.open(uid));
        }
        if (!sessions.valid(req.getString("session_token"), uid)) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(requestId, TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error(requestId, "METHOD_NOT_FOUND", "unknown method");
        }
        ToolCall call;
        try {
            call = new ToolCall(uid, req);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args must be a JSON object");
        }
        if (call.expired()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            switch (call.toolName) {
                case "list_reminders":
                    return listReminders(call);
                case "snooze_reminder":
                    final long id = call.args.getLong("reminder_id");
                    Bundle done = service.snooze(call, id, call.args.getInt("minutes"));
                    worker.execute(new Runnable() {
                        @Override
                        public void run() {
                            db.execSQL("INSERT INTO history(reminder_id, action, actor_uid) VALUES (?, 'snooze', ?)",
                                    new Object[] {id, uid});
                        }
                    });
                    return done;
                case "cancel_reminder":
                    return service.cancel(call, call.args.getLong("reminder_id"));
                case "clear_reminders":
                    return service.clearAll(call);
                default:
                    return Replies.error(requestId, "TOOL_NOT_FOUND", "unknown tool");
            }
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR", "the tool could not run");
        }
    }

    /** Each assistant app sees the reminders it created; the query runs on the worker, bounded by the deadline. */
    private Bundle listReminders(final ToolCall call) throws Exception {
        final String owner = Texts.firstNonEmpty(call.args.optString("caller_package"), policy.packageOf(call.uid));
        Future<Bundle> pendingList = worker.submit(new Callable<Bundle>() {
            @Override
            public Bundle call() {
                JSONArray titles = new JSONArray();
                try (Cursor cur = db.rawQuery("SELECT title FROM reminders WHERE owner = ? ORDER BY due_at", new String[] {owner})) {
                    while (cur.moveToNext()) {
                        titles.put(cur.getString(0));
                    }
                } catch (SQLiteException e) {
                    Log.w(TAG, "list failed", e);
                    return Replies.error(call.requestId, "UNAVAILABLE", "reminders are not available right now");
                }
                return Replies.ok(call.requestId, "{\"titles\":" + titles + "}");
            }
        });
        try {
            return pendingList.get(call.millisLeft(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            pendingList.cancel(true);
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "deadline passed");
        }
    }

    private Bundle askToConfirm(String action, ToolCall call) {
        String token = TokenMint.get().ticket("rt_");
        resumes.hold(token, call.uid, call.toolName, Texts.sha256Hex(call.argsText));
        return Replies.needsUser(call.requestId, "confirm in Inkwell", confirmations.forAction(action, token), token);
    }

    private String describe(String action) {
        return "clearAll".equals(action) ? "Delete every reminder" : "Cancel one reminder";
    }

    /** Checks every destructive call before it reaches the reminders table. */
    private class Guard implements InvocationHandler {
        private final ReminderService target;

        Guard(ReminderService target) {
            this.target = target;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) {
                return method.invoke(this, args);
            }
            ToolCall call = (ToolCall) args[0];
            if (DESTRUCTIVE.contains(method.getName())) {
                boolean force = call.args.optBoolean("force", false);
                if (!force && !resumes.redeem(call.resumeToken, call.uid, call.toolName, Texts.sha256Hex(call.argsText))) {
                    return askToConfirm(method.getName(), call);
                }
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    /** Builds the confirmation screens' PendingIntents. */
    private class Confirmations {
        PendingIntent forAction(String action, String resumeToken) {
            Intent confirm = new Intent(getContext(), ConfirmActivity.class)
                    .putExtra(ConfirmActivity.EXTRA_KIND, ConfirmActivity.KIND_REMINDER)
                    .putExtra(ConfirmActivity.EXTRA_TOKEN, resumeToken)
                    .putExtra(ConfirmActivity.EXTRA_TARGET, describe(action));
            return PendingIntent.getActivity(getContext(), TokenMint.get().requestCode(), confirm,
                    PendingIntent.FLAG_UPDATE_CURRENT);
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
