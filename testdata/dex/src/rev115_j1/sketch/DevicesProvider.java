package app.hearthlink.devices;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import app.hearthlink.core.Call;
import app.hearthlink.core.Callers;
import app.hearthlink.core.ConfirmSpec;
import app.hearthlink.core.HubStore;
import app.hearthlink.core.Replies;
import app.hearthlink.di.DaggerHubComponent;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Hearthlink's device tools over CETP v2, written by hand on ContentProvider. */
public class DevicesProvider extends ContentProvider {
    static final long SESSION_TTL_MS = 30 * 60 * 1000L;
    static final String INFO = "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\","
            + "\"description\":\"Thermostats, locks and other devices at home\",\"scopes\":["
            + "{\"name\":\"devices.read\",\"access\":\"read\",\"sensitivity\":\"device\"},"
            + "{\"name\":\"devices.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";
    static final String TOOLS = "{\"revision\":\"devices-7\",\"tools\":[\"list_devices\",\"set_thermostat\","
            + "\"unlock_door\",\"factory_reset\"]}";

    final ConcurrentHashMap<SessionKey, Long> sessions = new ConcurrentHashMap<>();
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
        Call call = Call.dated(uid, in);
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
            default:
                return Replies.failure(call, "METHOD_NOT_FOUND", "unknown method");
        }
    }

    Bundle negotiate(int uid) {
        String token = hub.sessionMint().mint("st_");
        sessions.put(new SessionKey(uid, token), System.currentTimeMillis() + SESSION_TTL_MS);
        return Replies.success().data("{\"selected_version\":2,\"provider_id\":\"app.hearthlink\","
                + "\"provider_name\":\"Hearthlink\",\"session_token\":\"" + token + "\",\"capabilities\":[],"
                + "\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
                + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}").build();
    }

    boolean admitted(int uid, String token) {
        if (token == null) {
            return false;
        }
        Long until = sessions.get(new SessionKey(uid, token));
        return until != null && until > System.currentTimeMillis();
    }

    Bundle execute(Call call, String resume) {
        DeviceTool tool = DeviceTool.named(call.tool());
        if (tool == null) {
            return Replies.failure(call, "TOOL_NOT_FOUND", "no such tool");
        }
        if (call.expiredAt(System.currentTimeMillis())) {
            return Replies.failure(call, "DEADLINE_EXCEEDED", "deadline passed");
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
                case UNLOCK_DOOR:
                case FACTORY_RESET:
                    if (tool.confirmFirst(args)) {
                        if (resume == null) {
                            String token = hub.approvals().issue(call);
                            ConfirmSpec spec = new ConfirmSpec(tool.prompt(args),
                                    "Hearthlink does this as soon as you confirm.", PendingIntent.FLAG_UPDATE_CURRENT);
                            return Replies.actionRequired(call, spec.toIntent(getContext(), token, call.requestId()), token);
                        }
                        if (!hub.approvals().take(resume, call)) {
                            return Replies.failure(call, "USER_CANCELLED", "the action was not approved");
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
            hub.executor().execute(hub.auditTasks().create(hub.callingUid(), call.tool(), call.requestId()));
            return Replies.success().data(data).echo(call).build();
        } catch (Exception e) {
            return Replies.error().failure("INTERNAL_ERROR", e).echo(call).build();
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
