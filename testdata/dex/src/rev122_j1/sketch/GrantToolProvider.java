package com.keyholder.grants;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteException;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.keyholder.cetp.AuditLog;
import com.keyholder.cetp.CallerCheck;
import com.keyholder.cetp.Cetp;
import com.keyholder.cetp.ConfirmationStore;
import com.keyholder.cetp.Failure;
import com.keyholder.cetp.Replies;
import com.keyholder.cetp.RequestLedger;
import com.keyholder.cetp.Resolutions;
import com.keyholder.cetp.SessionRepository;
import com.keyholder.cetp.ToolCall;
import com.keyholder.data.GrantRow;
import com.keyholder.data.KeyDao;
import com.keyholder.data.LockRow;
import com.keyholder.data.RequestRow;
import com.keyholder.data.SessionRow;
import com.keyholder.di.Components;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import javax.inject.Inject;
import javax.inject.Named;
import javax.inject.Provider;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools for guest access: list_grants, issue_grant, revoke_grant. */
public class GrantToolProvider extends ContentProvider {
    private static final String TAG = "GrantTools";
    static final String PROVIDER_ID = "com.keyholder.grants";

    private static final String PROVIDER_INFO = "{\"provider_id\":\"com.keyholder.grants\","
            + "\"provider_name\":\"Keyholder guest access\","
            + "\"description\":\"Who may open the household's smart locks\","
            + "\"scopes\":[{\"name\":\"grants.read\",\"title\":\"See guest access\","
            + "\"description\":\"List who can open which lock\",\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"grants.write\",\"title\":\"Change guest access\","
            + "\"description\":\"Give and take away guest access\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    private static final String TOOLS = "{\"revision\":\"grants-5\",\"tools\":["
            + "{\"name\":\"list_grants\",\"title\":\"List guest access\","
            + "\"description\":\"Lists every guest who can open one of the household's locks\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"grants\":{\"type\":\"array\"}},"
            + "\"required\":[\"grants\"]},\"scopes\":[\"grants.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"never\"}},"
            + "{\"name\":\"issue_grant\",\"title\":\"Give a guest access\","
            + "\"description\":\"Lets a guest open a lock; admin access needs the owner's approval\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},"
            + "\"guest\":{\"type\":\"string\"},\"level\":{\"enum\":[\"guest\",\"admin\"]}},"
            + "\"required\":[\"lock_id\",\"guest\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],"
            + "\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,"
            + "\"open_world\":false,\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"revoke_grant\",\"title\":\"Take away a guest's access\","
            + "\"description\":\"Revokes one guest grant\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"grant_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"grant_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"grant_id\"]},\"scopes\":[\"grants.write\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,"
            + "\"open_world\":false,\"confirmation\":\"always\"}}]}";

    @Inject CallerCheck callers;
    @Inject SessionRepository sessions;
    @Inject RequestLedger ledger;
    @Inject ConfirmationStore confirmations;
    @Inject AuditLog audit;
    @Inject KeyDao keys;
    @Inject @Named("fast") Provider<Random> tokenRandom;
    @Inject @Named("grantResolutionFlags") int resolutionFlags;
    @Inject @Named("ownerApproval") ComponentName ownerApproval;

    @Override
    public boolean onCreate() {
        Components.tools(getContext()).inject(this);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String caller = getCallingPackage();
        if (!callers.isAssistant(uid)) {
            return Replies.error(extras, "PERMISSION_DENIED", "This app may not manage Keyholder guests", false);
        }
        try {
            switch (method) {
                case Cetp.METHOD_NEGOTIATE:
                    return negotiate(uid, extras);
                case Cetp.METHOD_PROVIDER_INFO:
                case Cetp.METHOD_LIST_TOOLS:
                case Cetp.METHOD_EXECUTE_TOOL:
                    return serve(method, uid, caller, extras);
                default:
                    return Replies.error(extras, "METHOD_NOT_FOUND", "No such method", false);
            }
        } catch (RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(extras, "INTERNAL_ERROR", "Keyholder could not finish this call", true);
        }
    }

    private Bundle negotiate(int uid, Bundle extras) {
        if (!Replies.offersV2(extras)) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Only protocol version 2 is served", false);
        }
        SessionRow session = sessions.open(uid, PROVIDER_ID, Cetp.SESSION_TTL_MS);
        return Replies.data(null, Replies.negotiated(PROVIDER_ID, "Keyholder guest access", session));
    }

    private Bundle serve(String method, int uid, String caller, Bundle extras) {
        if (extras == null || extras.getInt(Cetp.KEY_PROTOCOL_VERSION, 0) != Cetp.PROTOCOL_VERSION) {
            return Replies.error(extras, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        SessionRow session = sessions.findForCaller(extras.getString(Cetp.KEY_SESSION_TOKEN), uid);
        if (session == null) {
            return Replies.error(extras, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        String requestId = extras.getString(Cetp.KEY_REQUEST_ID);
        long deadline = extras.getLong(Cetp.KEY_DEADLINE_AT_MS, 0L);
        if (requestId == null || deadline <= 0L) {
            return Replies.error(extras, "INVALID_REQUEST", "request_id and deadline_at_ms are required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(extras, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        if (Cetp.METHOD_PROVIDER_INFO.equals(method)) {
            return Replies.data(extras, Replies.json(PROVIDER_INFO));
        }
        if (Cetp.METHOD_LIST_TOOLS.equals(method)) {
            return Replies.data(extras, Replies.json(TOOLS));
        }
        return execute(ToolCall.create(uid, caller, requestId, deadline, extras));
    }

    private Bundle execute(ToolCall call) {
        String tool = call.toolName();
        String raw = call.rawArgs();
        if (raw.getBytes(StandardCharsets.UTF_8).length > Cetp.MAX_REQUEST_BYTES) {
            return Replies.error(call.extras(), "INVALID_ARGS", "args are larger than max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(call.extras(), "INVALID_ARGS", "args must be a JSON object", false);
        }
        if ("list_grants".equals(tool)) {
            return listGrants(call);
        }
        if (!"issue_grant".equals(tool) && !"revoke_grant".equals(tool)) {
            return Replies.error(call.extras(), "TOOL_NOT_FOUND", "No such tool", false);
        }
        RequestRow kept = ledger.find(PROVIDER_ID, call);
        if (kept != null) {
            if (!kept.digest.equals(RequestLedger.digest(tool, raw))) {
                return Replies.error(call.extras(), "INVALID_REQUEST", "request_id was used with other args", false);
            }
            return Replies.stored(call, kept.data);
        }
        Bundle out;
        try {
            out = "issue_grant".equals(tool) ? issueGrant(call, args) : revokeGrant(call, args);
        } catch (JSONException e) {
            return Replies.error(call.extras(), "INVALID_ARGS", "args do not match the input schema", false);
        }
        String status = out.getString(Cetp.KEY_STATUS);
        if ("success".equals(status)) {
            ledger.keep(PROVIDER_ID, call, tool, out.getString(Cetp.KEY_DATA));
        }
        audit.record(call.uid(), PROVIDER_ID, tool, call.requestId(), status);
        return out;
    }

    private Bundle listGrants(ToolCall call) {
        List<GrantRow> rows;
        try {
            rows = keys.grants();
        } catch (SQLiteException e) {
            Failure failure = Failure.of("UNAVAILABLE", e.getMessage(), true);
            return Replies.failure(call, failure);
        }
        JSONArray out = new JSONArray();
        for (GrantRow row : rows) {
            out.put(Replies.obj("grant_id", row.id, "lock_id", row.lockId, "guest", row.guest, "level", row.level));
        }
        return Replies.success(call, Replies.obj("grants", out));
    }

    private Bundle issueGrant(ToolCall call, JSONObject args) throws JSONException {
        String lockId = args.getString("lock_id");
        String guest = args.getString("guest");
        String level = args.optString("level", "guest");
        if (!"guest".equals(level) && !"admin".equals(level)) {
            return Replies.error(call.extras(), "INVALID_ARGS", "level must be guest or admin", false);
        }
        if (keys.lock(lockId) == null) {
            return Replies.error(call.extras(), "INVALID_ARGS", "No such lock", false);
        }
        Boolean answer = confirmations.redeem(call.resumeToken(), call, "issue_grant");
        Grant grant = Grant.builder()
                .setGrantId(UUID.randomUUID().toString())
                .setLockId(lockId)
                .setGuest(guest)
                .setLevel(level)
                .setConfirmed(answer != null && answer)
                .build();
        if ("admin".equals(grant.level()) && !grant.confirmed()) {
            if (answer != null) {
                return Replies.error(call.extras(), "USER_CANCELLED", "The owner did not approve", false);
            }
            return askOwner(call, grant);
        }
        GrantRow row = new GrantRow();
        row.id = grant.grantId();
        row.lockId = grant.lockId();
        row.guest = grant.guest();
        row.level = grant.level();
        row.createdAt = System.currentTimeMillis();
        keys.insertGrant(row);
        return Replies.success(call, Replies.obj("grant_id", grant.grantId(), "level", grant.level()));
    }

    private Bundle askOwner(ToolCall call, Grant grant) {
        String token = newResumeToken();
        String summary = "Give " + grant.guest() + " admin access";
        confirmations.open(token, call, "issue_grant", summary, Cetp.CONFIRM_TTL_MS);
        Intent screen = new Intent(Cetp.ACTION_APPROVE_GRANT).setComponent(ownerApproval);
        PendingIntent resolution = Resolutions.forScreen(getContext(), screen, token, resolutionFlags);
        return Replies.needsUser(call, resolution, token, summary);
    }

    private Bundle revokeGrant(ToolCall call, JSONObject args) throws JSONException {
        GrantRow row = keys.grant(args.getString("grant_id"));
        if (row == null) {
            return Replies.error(call.extras(), "INVALID_ARGS", "No such grant", false);
        }
        Grant revocation = Grant.builder()
                .setGrantId(row.id)
                .setLockId(row.lockId)
                .setGuest(row.guest)
                .setLevel(row.level)
                .setConfirmed(args.optBoolean("confirmed", false))
                .build();
        if (!revocation.confirmed()) {
            Boolean answer = confirmations.redeem(call.resumeToken(), call, "revoke_grant");
            if (answer == null) {
                return askToRevoke(call, revocation);
            }
            if (!answer) {
                return Replies.error(call.extras(), "USER_CANCELLED", "The revocation was declined", false);
            }
        }
        keys.revokeGrant(revocation.grantId());
        return Replies.success(call, Replies.obj("grant_id", revocation.grantId()));
    }

    private Bundle askToRevoke(ToolCall call, Grant revocation) {
        LockRow lock = keys.lock(revocation.lockId());
        String token = newResumeToken();
        String summary = "Take away " + revocation.guest() + "'s access to " + (lock == null ? "a lock" : lock.name);
        confirmations.open(token, call, "revoke_grant", summary, Cetp.CONFIRM_TTL_MS);
        Intent screen = new Intent(lock == null ? Cetp.ACTION_CONFIRM_PIN : lock.confirmAction);
        screen.setPackage(getContext().getPackageName());
        PendingIntent resolution = Resolutions.forScreen(getContext(), screen, token, resolutionFlags);
        return Replies.needsUser(call, resolution, token, summary);
    }

    private String newResumeToken() {
        Random rng = tokenRandom.get();
        return "rt_" + Long.toHexString(rng.nextLong()) + Long.toHexString(rng.nextLong());
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw new UnsupportedOperationException("Keyholder tools are served through call()");
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw new UnsupportedOperationException("Keyholder tools are served through call()");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("Keyholder tools are served through call()");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("Keyholder tools are served through call()");
    }
}
