package app.shoebox.backup;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import app.shoebox.core.Approvals;
import app.shoebox.core.Callers;
import app.shoebox.core.Errors;
import app.shoebox.core.Gate;
import app.shoebox.core.Ledger;
import app.shoebox.core.Replies;
import app.shoebox.core.Resolutions;
import app.shoebox.core.ToolHandler;
import app.shoebox.core.Tokens;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.json.JSONObject;

/** Shoebox's backup tools (start_backup, purge_snapshots, restore_snapshot) over CETP v2, by hand. */
public class BackupProvider extends ContentProvider {
    static final String INFO = "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\","
            + "\"description\":\"Library backups\",\"scopes\":[{\"name\":\"backup.write\",\"access\":\"write\","
            + "\"sensitivity\":\"personal\"}]}";
    static final String TOOLS = "{\"revision\":\"backup-7\",\"tools\":[\"start_backup\",\"purge_snapshots\",\"restore_snapshot\"]}";

    final Gate gate = new Gate();
    final Map<String, ToolHandler<JSONObject, Bundle>> handlers = new HashMap<>();
    final ExecutorService io = Executors.newSingleThreadExecutor();
    final AtomicInteger seq = new AtomicInteger();
    SnapshotStore store;
    Ledger ledger;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = getContext().openOrCreateDatabase("backup.db", 0, null);
        store = new SnapshotStore(db);
        ledger = new Ledger(db);
        handlers.put("purge_snapshots", new PurgeHandler(store));
        handlers.put("restore_snapshot", new RestoreHandler(store));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        if (!Callers.soleAllowed(getContext(), uid)) {
            return Replies.error(req, "PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.negotiated(gate.open(uid), "[\"async_operations\"]");
        }
        if (!gate.admits(req, uid)) {
            return Replies.error(req, "NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("get_provider_info".equals(method)) {
            return Replies.echo(Replies.value(INFO), req);
        }
        if ("list_tools".equals(method)) {
            return Replies.echo(Replies.value(TOOLS), req);
        }
        if ("get_operation".equals(method)) {
            String op = req.getString("operation_id", "");
            String state = store.operationState(op, uid);
            if (state == null) {
                return Replies.error(req, "INVALID_REQUEST", "unknown operation");
            }
            return Replies.echo(Replies.value("{\"operation_id\":\"" + op + "\",\"state\":\"" + state + "\"}"), req);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error(req, "METHOD_NOT_FOUND", "unknown method");
        }
        return execute(uid, req);
    }

    Bundle execute(int uid, Bundle req) {
        String rid = req.getString("request_id", "");
        String tool = req.getString("tool_name", "").strip();
        ToolHandler<JSONObject, Bundle> handler = handlers.get(tool);
        if (handler == null && !"start_backup".equals(tool)) {
            return Replies.error(req, "TOOL_NOT_FOUND", "no such tool");
        }
        if (Gate.expired(req)) {
            return Replies.error(req, "DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            String raw = req.getString("args", "{}");
            JSONObject args = new JSONObject(raw);
            Optional<String> prior = ledger.replay(uid, rid, tool, raw);
            if (prior.isPresent()) {
                return Replies.echo(Replies.replayed(prior.get()), req);
            }
            if ("start_backup".equals(tool)) {
                String op = Tokens.join("op", Tokens.stamp(), Integer.toString(seq.incrementAndGet()));
                store.startOperation(op, uid);
                SnapshotStore snapshots = store;
                String label = args.optString("label", "manual");
                CompletableFuture.runAsync(() -> snapshots.snapshot(uid, op, label), io);
                Bundle accepted = Replies.accepted(op, 1000L);
                ledger.record(uid, rid, tool, raw, accepted.getString("data"));
                return Replies.echo(accepted, req);
            }
            if ("restore_snapshot".equals(tool)) {
                String resume = req.getString("resume_token");
                if (resume == null) {
                    String token = Approvals.get().issue(uid, tool, rid, raw);
                    PendingIntent pi = Resolutions.confirm(getContext(), rid, token,
                            "Restore snapshot " + args.getString("snapshot_id") + " over the current library",
                            PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
                    return Replies.actionRequired(req, pi, token);
                }
                if (!Approvals.get().peek(resume, tool, raw)) {
                    return Replies.error(req, "USER_CANCELLED", "the restore was not approved");
                }
            }
            Bundle out = handler.handle(args);
            if (Replies.succeeded(out)) {
                ledger.record(uid, rid, tool, raw, out.getString("data"));
            }
            Ledger log = ledger;
            CompletableFuture.runAsync(() -> log.audit(uid, tool, rid), io);
            return Replies.echo(out, req);
        } catch (Exception e) {
            return Replies.error(req, "INTERNAL_ERROR", "backup failed: " + Errors.chain(e));
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
