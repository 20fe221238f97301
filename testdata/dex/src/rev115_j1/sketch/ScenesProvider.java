package app.hearthlink.scenes;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import app.hearthlink.core.Call;
import app.hearthlink.core.Callers;
import app.hearthlink.core.ConfirmSpec;
import app.hearthlink.core.HubStore;
import app.hearthlink.core.Replies;
import app.hearthlink.di.DaggerHubComponent;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Hearthlink's scene and automation tools over CETP v2, written by hand on ContentProvider. */
public class ScenesProvider extends ContentProvider {
    static final String TAG = "HearthScenes";
    static final long LEASE_TTL_MS = 30 * 60 * 1000L;
    static final String INFO = "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\","
            + "\"description\":\"Scenes and automations at home\",\"scopes\":["
            + "{\"name\":\"scenes.read\",\"access\":\"read\",\"sensitivity\":\"device\"},"
            + "{\"name\":\"scenes.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";
    static final String TOOLS = "{\"revision\":\"scenes-4\",\"tools\":[\"find_automations\",\"run_scene\","
            + "\"delete_automation\"]}";

    final ConcurrentHashMap<Lease, Lease> leases = new ConcurrentHashMap<>();
    DaggerHubComponent hub;

    @Override
    public boolean onCreate() {
        hub = DaggerHubComponent.get(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        Call call = Call.undated(uid, in);
        if (!Callers.allowed(getContext(), uid)) {
            return Replies.failure(call, "PERMISSION_DENIED", "caller not allowed");
        }
        if (!"negotiate".equals(method) && !admitted(uid, in.getString("session_token"))) {
            return Replies.failure(call, "NEGOTIATION_REQUIRED", "negotiate first");
        }
        switch (method) {
            case "negotiate":
                return negotiate(uid);
            case "get_provider_info":
                return Replies.success().inline(INFO).echo(call).build();
            case "list_tools":
                return Replies.success().inline(TOOLS).echo(call).build();
            case "execute_tool":
                return execute(call, in.getString("resume_token"));
            case "get_operation":
                return operation(call, in.getString("operation_id"));
            default:
                return Replies.failure(call, "METHOD_NOT_FOUND", "unknown method");
        }
    }

    Bundle negotiate(int uid) {
        String token = hub.sessionMint().mint("st_");
        Lease lease = new Lease(token, uid, System.currentTimeMillis() + LEASE_TTL_MS);
        leases.put(lease, lease);
        return Replies.success().data("{\"selected_version\":2,\"provider_id\":\"app.hearthlink\","
                + "\"provider_name\":\"Hearthlink\",\"session_token\":\"" + token + "\","
                + "\"capabilities\":[\"async_operations\"],"
                + "\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
                + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}").build();
    }

    boolean admitted(int uid, String token) {
        if (token == null) {
            return false;
        }
        Lease held = leases.get(new Lease(token, uid, 0L));
        long now = System.currentTimeMillis();
        if (held == null || held.expiresAtMs() < now) {
            return false;
        }
        leases.put(held, new Lease(token, held.callerUid(), now + LEASE_TTL_MS));
        return true;
    }

    Bundle execute(Call call, String resume) {
        SceneTool tool = SceneTool.named(call.tool());
        if (tool == null) {
            return Replies.failure(call, "TOOL_NOT_FOUND", "no such tool");
        }
        HubStore store = hub.store();
        try {
            JSONObject args = new JSONObject(call.args());
            if (tool.mutating()) {
                String prior = store.replay(call);
                if (prior != null) {
                    return Replies.success().data(prior).echo(call).build();
                }
            }
            switch (tool) {
                case RUN_SCENE: {
                    String op = hub.operationMint().mint("op_");
                    store.saveOperation(op, call.callerUid(), "queued", null);
                    hub.executor().execute(() -> finish(store, tool, call, args, op));
                    String accepted = "{\"operation_id\":\"" + op + "\",\"poll_after_ms\":1000}";
                    store.remember(call, accepted);
                    return Replies.accepted().data(accepted).echo(call).build();
                }
                case DELETE_AUTOMATION:
                    if (tool.confirmFirst(args)) {
                        if (resume == null) {
                            String token = hub.approvals().issue(call);
                            ConfirmSpec spec = new ConfirmSpec(tool.prompt(args), "This cannot be undone.",
                                    PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
                            return Replies.actionRequired(call, spec.toIntent(getContext(), token, call.requestId()), token);
                        }
                        if (!hub.approvals().take(resume, call)) {
                            return Replies.failure(call, "USER_CANCELLED", "the deletion was not approved");
                        }
                    }
                    break;
                default:
                    break;
            }
            String data = Replies.inlineData(tool.run(store, call, args));
            if (tool.mutating()) {
                store.remember(call, data);
            }
            int uid = call.callerUid();
            hub.executor().execute(hub.auditTasks().create(() -> uid, call.tool(), call.requestId()));
            return Replies.success().data(data).echo(call).build();
        } catch (Exception e) {
            Log.w(TAG, "scene tool failed", e);
            return Replies.error().failure("INTERNAL_ERROR", "the scene tool failed").echo(call).build();
        }
    }

    static void finish(HubStore store, SceneTool tool, Call call, JSONObject args, String op) {
        try {
            store.saveOperation(op, call.callerUid(), "succeeded", Replies.inlineData(tool.run(store, call, args)));
        } catch (Exception e) {
            store.saveOperation(op, call.callerUid(), "failed",
                    "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"the scene did not run\",\"retryable\":false}");
        }
    }

    Bundle operation(Call call, String operationId) {
        String state = operationId == null ? null : hub.store().operation(operationId, call.callerUid());
        if (state == null) {
            return Replies.failure(call, "INVALID_REQUEST", "unknown operation");
        }
        return Replies.success().data(state).echo(call).build();
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
