package com.keyholder.locks;

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
import com.keyholder.data.KeyDao;
import com.keyholder.data.LockRow;
import com.keyholder.data.RequestRow;
import com.keyholder.data.SessionRow;
import com.keyholder.di.Components;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import javax.inject.Inject;
import javax.inject.Named;
import javax.inject.Provider;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools for the locks themselves: list_locks, lock_door, unlock_door. */
public class LockToolProvider extends ContentProvider {
    private static final String TAG = "LockTools";
    static final String PROVIDER_ID = "com.keyholder.locks";

    private static final String PROVIDER_INFO = "{\"provider_id\":\"com.keyholder.locks\","
            + "\"provider_name\":\"Keyholder locks\","
            + "\"description\":\"The household's paired smart locks\","
            + "\"scopes\":[{\"name\":\"locks.read\",\"title\":\"See locks\","
            + "\"description\":\"List locks and whether they are locked\",\"access\":\"read\",\"sensitivity\":\"device\"},"
            + "{\"name\":\"locks.control\",\"title\":\"Lock and unlock\","
            + "\"description\":\"Lock and unlock doors\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";

    private static final String TOOLS = "{\"revision\":\"locks-3\",\"tools\":["
            + "{\"name\":\"list_locks\",\"title\":\"List locks\","
            + "\"description\":\"Lists the paired locks and whether each is locked\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},"
            + "\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"never\"}},"
            + "{\"name\":\"lock_door\",\"title\":\"Lock a door\","
            + "\"description\":\"Locks one paired lock\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"lock_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"never\"}},"
            + "{\"name\":\"unlock_door\",\"title\":\"Unlock a door\","
            + "\"description\":\"Unlocks one paired lock after the user confirms on the phone\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"lock_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"locked\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"locked\"]},\"scopes\":[\"locks.control\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"always\"}}]}";

    @Inject CallerCheck callers;
    @Inject SessionRepository sessions;
    @Inject RequestLedger ledger;
    @Inject ConfirmationStore confirmations;
    @Inject AuditLog audit;
    @Inject KeyDao keys;
    @Inject @Named("secure") Provider<Random> tokenRandom;
    @Inject @Named("lockResolutionFlags") int resolutionFlags;
    @Inject @Named("lockScreen") ComponentName lockScreen;

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
            return Replies.error(extras, "PERMISSION_DENIED", "This app may not use Keyholder locks", false);
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
        return Replies.data(null, Replies.negotiated(PROVIDER_ID, "Keyholder locks", session));
    }

    private Bundle serve(String method, int uid, String caller, Bundle extras) {
        if (extras == null || extras.getInt(Cetp.KEY_PROTOCOL_VERSION, 0) != Cetp.PROTOCOL_VERSION) {
            return Replies.error(extras, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        SessionRow session = sessions.findByToken(extras.getString(Cetp.KEY_SESSION_TOKEN));
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
        if ("list_locks".equals(tool)) {
            return listLocks(call);
        }
        if (!"lock_door".equals(tool) && !"unlock_door".equals(tool)) {
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
            out = "lock_door".equals(tool) ? lockDoor(call, args) : unlockDoor(call, args);
        } catch (JSONException e) {
            return Replies.error(call.extras(), "INVALID_ARGS", "args do not match the input schema", false);
        }
        String status = out.getString(Cetp.KEY_STATUS);
        if ("success".equals(status)) {
            ledger.keep(PROVIDER_ID, call, tool, out.getString(Cetp.KEY_DATA));
        }
        audit.recordCaller(PROVIDER_ID, tool, call.requestId(), status);
        return out;
    }

    private Bundle listLocks(ToolCall call) {
        List<LockRow> rows;
        try {
            rows = keys.locks();
        } catch (SQLiteException e) {
            Log.w(TAG, "locks query failed", e);
            Failure failure = Failure.of("UNAVAILABLE", "The lock list could not be read", true);
            return Replies.failure(call, failure);
        }
        JSONArray out = new JSONArray();
        for (LockRow row : rows) {
            out.put(Replies.obj("lock_id", row.id, "name", row.name, "locked", row.locked));
        }
        return Replies.success(call, Replies.obj("locks", out));
    }

    private Bundle lockDoor(ToolCall call, JSONObject args) throws JSONException {
        String lockId = args.getString("lock_id");
        if (keys.setLocked(lockId, true, System.currentTimeMillis()) == 0) {
            return Replies.error(call.extras(), "INVALID_ARGS", "No such lock", false);
        }
        return Replies.success(call, Replies.obj("lock_id", lockId, "locked", true));
    }

    private Bundle unlockDoor(ToolCall call, JSONObject args) throws JSONException {
        LockRow lock = keys.lock(args.getString("lock_id"));
        if (lock == null) {
            return Replies.error(call.extras(), "INVALID_ARGS", "No such lock", false);
        }
        Boolean answer = confirmations.redeem(call.resumeToken(), call, "unlock_door");
        if (answer == null) {
            return askToUnlock(call, lock);
        }
        if (!answer) {
            return Replies.error(call.extras(), "USER_CANCELLED", "The unlock was declined", false);
        }
        keys.setLocked(lock.id, false, System.currentTimeMillis());
        return Replies.success(call, Replies.obj("lock_id", lock.id, "locked", false));
    }

    private Bundle askToUnlock(ToolCall call, LockRow lock) {
        String token = newResumeToken();
        String summary = "Unlock " + lock.name;
        confirmations.open(token, call, "unlock_door", summary, Cetp.CONFIRM_TTL_MS);
        Intent screen = new Intent(lock.confirmAction).setComponent(lockScreen);
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
