package com.ridgeway.doorhub.locks;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.cetp.ApprovalLedger;
import com.ridgeway.doorhub.cetp.CallerVerifier;
import com.ridgeway.doorhub.cetp.Envelopes;
import com.ridgeway.doorhub.cetp.RequestLog;
import com.ridgeway.doorhub.cetp.SessionStore;
import com.ridgeway.doorhub.cetp.ToolContentProvider;
import com.ridgeway.doorhub.cetp.ToolSpec;
import com.ridgeway.doorhub.di.ResolutionModule;
import com.ridgeway.doorhub.di.ToolProviderEntryPoint;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import javax.inject.Provider;

/** Door locks and guest codes as CETP v2 tools (authority com.ridgeway.doorhub.tools.locks). */
public class LockToolProvider extends ToolContentProvider {
    static final String PROVIDER_ID = "com.ridgeway.doorhub.locks";

    static final String LOCK_ID = "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\","
            + "\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false}";
    static final String STATE_OUT = "{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},"
            + "\"state\":{\"enum\":[\"locked\",\"unlocked\"]}},\"required\":[\"lock_id\",\"state\"]}";

    static final ToolSpec LIST_LOCKS = ToolSpec.of("list_locks", "List door locks",
            "Lists the household's door locks with their state and battery level.", "read", "low", "never",
            "locks.read").idempotent()
            .output("{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\",\"items\":{\"type\":"
                    + "\"object\",\"required\":[\"lock_id\",\"name\",\"state\"]}}},\"required\":[\"locks\"]}");
    static final ToolSpec LOCK_DOOR = ToolSpec.of("lock_door", "Lock a door", "Locks one door lock.", "update",
            "moderate", "provider_policy", "locks.control").idempotent().input(LOCK_ID).output(STATE_OUT);
    static final ToolSpec UNLOCK_DOOR = ToolSpec.of("unlock_door", "Unlock a door",
            "Unlocks one door lock once the user confirms it on this phone.", "update", "high", "always",
            "locks.control").idempotent().input(LOCK_ID).output(STATE_OUT);
    static final ToolSpec SET_AUTO_LOCK = ToolSpec.of("set_auto_lock", "Set the auto-lock delay",
            "Sets how many seconds after unlocking a door locks itself again; 0 turns auto-lock off, which the user"
                    + " confirms on this phone.", "update", "moderate", "provider_policy", "locks.control")
            .idempotent()
            .input("{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"seconds\":{\"type\":"
                    + "\"integer\",\"minimum\":0,\"maximum\":3600}},\"required\":[\"lock_id\",\"seconds\"],"
                    + "\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"seconds\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"seconds\"]}");
    static final ToolSpec SHARE_GUEST_CODE = ToolSpec.of("share_guest_code", "Share a guest code",
            "Creates a temporary keypad code for a guest on one lock.", "create", "high", "always",
            "guests.manage")
            .input("{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"label\":{\"type\":"
                    + "\"string\",\"maxLength\":40},\"hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":168}},"
                    + "\"required\":[\"lock_id\",\"label\",\"hours\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"code\":{\"type\":"
                    + "\"string\"},\"valid_until_ms\":{\"type\":\"integer\"}},\"required\":[\"code_id\",\"code\"]}");
    static final ToolSpec REVOKE_GUEST_CODE = ToolSpec.of("revoke_guest_code", "Revoke a guest code",
            "Revokes a guest keypad code so that it no longer opens the door.", "delete", "high", "always",
            "guests.manage").destructive()
            .input("{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"confirmed\":{\"type\":"
                    + "\"boolean\"}},\"required\":[\"code_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"revoked\":{\"type\":"
                    + "\"boolean\"}},\"required\":[\"code_id\",\"revoked\"]}");

    static final List<ToolSpec> TOOLS = Collections.unmodifiableList(Arrays.asList(LIST_LOCKS, LOCK_DOOR,
            UNLOCK_DOOR, SET_AUTO_LOCK, SHARE_GUEST_CODE, REVOKE_GUEST_CODE));

    // Injected by LockToolProvider_MembersInjector; the four Intent providers stand for qualified bindings.
    Provider<SessionStore> sessionStore;
    Provider<CallerVerifier> callerVerifier;
    Provider<RequestLog> requestLog;
    Provider<ApprovalLedger> approvalLedger;
    Provider<LockRepository> locks;
    Provider<Intent> unlockApproval;
    Provider<Intent> autoLockApproval;
    Provider<Intent> shareCodeApproval;
    Provider<Intent> revokeCodeApproval;

    @Override
    public boolean onCreate() {
        DoorhubApp.entryPoint(getContext(), ToolProviderEntryPoint.class).inject(this);
        return true;
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Doorhub Locks";
    }

    @Override
    protected String providerDescription() {
        return "Lock, unlock and share access to the doors connected to a Ridgeway hub.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(scope("locks.read", "See your locks", "Lock states and battery levels", "read", "device"))
                .put(scope("locks.control", "Lock and unlock doors", "Change lock states and auto-lock", "write",
                        "device"))
                .put(scope("guests.manage", "Manage guest codes", "Create and revoke keypad codes", "write",
                        "personal"));
    }

    static JSONObject scope(String name, String title, String description, String access, String sensitivity)
            throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", sensitivity);
    }

    @Override
    protected List<ToolSpec> tools() {
        return TOOLS;
    }

    @Override
    protected Set<String> offeredCapabilities() {
        return Collections.emptySet();
    }

    @Override
    protected SessionStore sessions() {
        return sessionStore.get();
    }

    @Override
    protected CallerVerifier verifier() {
        return callerVerifier.get();
    }

    @Override
    protected RequestLog requestLog() {
        return requestLog.get();
    }

    @Override
    protected ApprovalLedger approvals() {
        return approvalLedger.get();
    }

    @Override
    protected boolean approvalRequired(Request request) {
        if (request.tool == REVOKE_GUEST_CODE) {
            return !locks.get().alreadyConfirmed(request.args);
        }
        if (request.tool == SET_AUTO_LOCK) {
            return request.args.optInt("seconds", 30) == 0;
        }
        return super.approvalRequired(request);
    }

    @Override
    protected String summaryOf(Request request) {
        if (request.tool == REVOKE_GUEST_CODE) {
            return "Revoke guest code " + request.args.optString("code_id");
        }
        String lock = locks.get().nameOf(request.args.optString("lock_id"));
        String target = lock == null ? "an unknown lock" : lock;
        if (request.tool == UNLOCK_DOOR) {
            return "Unlock " + target;
        }
        if (request.tool == SET_AUTO_LOCK) {
            return "Turn auto-lock off for " + target;
        }
        return "Give \"" + request.args.optString("label") + "\" a code for " + target + " for "
                + request.args.optInt("hours", 0) + " hours";
    }

    @Override
    protected PendingIntent resolutionFor(ToolSpec tool, String resumeToken) {
        Context context = getContext();
        if (tool == UNLOCK_DOOR) {
            return ResolutionModule.immutableResolution(context, unlockApproval.get(), resumeToken);
        } else if (tool == SET_AUTO_LOCK) {
            return ResolutionModule.immutableResolution(context, autoLockApproval.get(), resumeToken);
        } else if (tool == SHARE_GUEST_CODE) {
            return ResolutionModule.immutableResolution(context, shareCodeApproval.get(), resumeToken);
        }
        return ResolutionModule.immutableResolution(context, revokeCodeApproval.get(), resumeToken);
    }

    @Override
    protected Bundle runTool(Request request) {
        LockRepository repository = locks.get();
        JSONObject args = request.args;
        try {
            if (request.tool == LIST_LOCKS) {
                return Envelopes.success(request.requestId, new JSONObject().put("locks", repository.listLocks()));
            } else if (request.tool == LOCK_DOOR || request.tool == UNLOCK_DOOR) {
                JSONObject state = repository.setState(args.getString("lock_id"),
                        request.tool == LOCK_DOOR ? "locked" : "unlocked");
                return state == null ? Envelopes.error("INVALID_ARGS", request.requestId)
                        : Envelopes.success(request.requestId, state);
            } else if (request.tool == SET_AUTO_LOCK) {
                int seconds = args.getInt("seconds");
                if (seconds < 0 || seconds > 3600 || !repository.setAutoLock(args.getString("lock_id"), seconds)) {
                    return Envelopes.error("INVALID_ARGS", request.requestId);
                }
                return Envelopes.success(request.requestId, new JSONObject().put("seconds", seconds));
            } else if (request.tool == SHARE_GUEST_CODE) {
                String lockId = args.getString("lock_id");
                String label = args.getString("label").trim();
                int hours = args.getInt("hours");
                if (repository.nameOf(lockId) == null || label.isEmpty() || label.length() > 40 || hours < 1
                        || hours > 168) {
                    return Envelopes.error("INVALID_ARGS", request.requestId);
                }
                return Envelopes.success(request.requestId, repository.createGuestCode(lockId, label, hours));
            }
            String codeId = args.getString("code_id");
            if (!repository.revokeGuestCode(codeId)) {
                return Envelopes.error("CONFLICT", request.requestId);
            }
            return Envelopes.success(request.requestId, new JSONObject().put("code_id", codeId).put("revoked", true));
        } catch (JSONException e) {
            return Envelopes.error("INVALID_ARGS", request.requestId);
        }
    }

    /** Lock states for the Keyring companion's home-screen widget: paired callers with locks.read only. */
    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        CallerVerifier.Caller caller = callerVerifier.get().requireCaller(PROVIDER_ID);
        if (!caller.scopes.contains("locks.read")) {
            throw new SecurityException("locks.read is not granted");
        }
        return locks.get().statusCursor();
    }
}
