package app.shoebox.album;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import app.shoebox.core.Approvals;
import app.shoebox.core.Callers;
import app.shoebox.core.Errors;
import app.shoebox.core.Gate;
import app.shoebox.core.Ledger;
import app.shoebox.core.Replies;
import app.shoebox.core.Resolutions;
import app.shoebox.core.ToolHandler;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONObject;

/** Shoebox's album tools (find_photos, delete_album) over CETP v2, on ContentProvider by hand. */
public class AlbumProvider extends ContentProvider {
    static final String TAG = "ShoeboxAlbums";
    static final String INFO = "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\","
            + "\"description\":\"Photo albums\",\"scopes\":[{\"name\":\"photos.read\",\"access\":\"read\","
            + "\"sensitivity\":\"personal\"},{\"name\":\"albums.write\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}";
    static final String TOOLS = "{\"revision\":\"albums-3\",\"tools\":[\"find_photos\",\"delete_album\"]}";

    final Gate gate = new Gate();
    final Map<String, ToolHandler<JSONObject, Bundle>> handlers = new HashMap<>();
    final ExecutorService io = Executors.newSingleThreadExecutor();
    AlbumStore store;
    Ledger ledger;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = getContext().openOrCreateDatabase("albums.db", 0, null);
        store = new AlbumStore(db);
        ledger = new Ledger(db);
        handlers.put("find_photos", new FindPhotosHandler(store));
        handlers.put("delete_album", new DeleteAlbumHandler(store));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        if (!Callers.anyAllowed(getContext(), uid)) {
            return Replies.error(req, "PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.negotiated(gate.open(uid), "[]");
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
        if (!"execute_tool".equals(method)) {
            return Replies.error(req, "METHOD_NOT_FOUND", "unknown method");
        }
        return execute(uid, req);
    }

    Bundle execute(int uid, Bundle req) {
        String rid = req.getString("request_id", "");
        String tool = req.getString("tool_name", "").strip();
        ToolHandler<JSONObject, Bundle> handler = handlers.get(tool);
        if (handler == null) {
            return Replies.error(req, "TOOL_NOT_FOUND", "no such tool");
        }
        if (Gate.expired(req)) {
            return Replies.error(req, "DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            String raw = req.getString("args", "{}");
            JSONObject args = new JSONObject(raw);
            boolean mutating = "delete_album".equals(tool);
            if (mutating) {
                Optional<String> prior = ledger.replay(uid, rid, tool, raw);
                if (prior.isPresent()) {
                    return Replies.echo(Replies.replayed(prior.get()), req);
                }
                String resume = req.getString("resume_token");
                if (resume == null) {
                    String token = Approvals.get().issue(uid, tool, rid, raw);
                    PendingIntent pi = Resolutions.confirm(getContext(), rid, token,
                            "Delete album " + args.getString("album_id") + " and its photos", PendingIntent.FLAG_UPDATE_CURRENT);
                    return Replies.actionRequired(req, pi, token);
                }
                if (!Approvals.get().take(resume, uid, tool, rid, raw)) {
                    return Replies.error(req, "USER_CANCELLED", "the deletion was not approved");
                }
            }
            Bundle out = handler.handle(args);
            if (mutating && Replies.succeeded(out)) {
                ledger.record(uid, rid, tool, raw, out.getString("data"));
            }
            Ledger log = ledger;
            CompletableFuture.runAsync(() -> log.audit(Binder.getCallingUid(), tool, rid), io);
            return Replies.echo(out, req);
        } catch (Exception e) {
            Log.w(TAG, "album tool failed: " + Errors.chain(e));
            return Replies.error(req, "INTERNAL_ERROR", "album tool failed");
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
