package com.hearthlink.devices;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.os.Process;
import com.hearthlink.BuildConfig;
import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.Keys;
import com.hearthlink.cetp.Replies;
import com.hearthlink.cetp.ToolProviderBase;
import com.hearthlink.cetp.ToolSpec;
import com.hearthlink.data.HomeDb;
import com.hearthlink.hub.HubService;
import com.hearthlink.security.AuditLog;
import com.hearthlink.security.Authorizer;
import com.hearthlink.security.CallerPackages;
import com.hearthlink.security.CallerVerifier;
import com.hearthlink.security.DebugBypassVerifier;
import com.hearthlink.security.PackageAllowList;
import com.hearthlink.security.PermissionPolicy;
import com.hearthlink.security.RateLimiter;
import com.hearthlink.security.ScopeAuthorizer;
import com.hearthlink.security.ScopeChecker;
import com.hearthlink.security.SecurityRegistry;
import com.hearthlink.security.SignaturePinVerifier;
import com.hearthlink.security.TicketConfirmation;
import com.hearthlink.security.VerifierChain;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.List;
import java.util.function.IntFunction;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the devices the hub mirrors into home.db: lights, door locks, cameras. */
public final class DeviceToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.hearthlink.devices";
    static final String ASSISTANT = "com.clawseed.assistant";
    static final String ASSISTANT_BETA = "com.clawseed.assistant.beta";
    static final String ASSISTANT_CERT_SHA256 = "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a";

    static final String LIST = "list_devices";
    static final String STATE = "get_device_state";
    static final String SET_LIGHT = "set_light";
    static final String UNLOCK = "unlock_door";
    static final String SNAPSHOT = "camera_snapshot";

    private static final String NO_ARGS_IN = "{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\","
            + "\"maxLength\":40}},\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},"
            + "\"required\":[\"devices\"]}";
    private static final String DEVICE_IN = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\","
            + "\"pattern\":\"^[a-z0-9-]{1,40}$\"}},\"required\":[\"device_id\"],\"additionalProperties\":false}";
    private static final String STATE_OUT = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},"
            + "\"state\":{\"type\":\"object\"}},\"required\":[\"device_id\",\"state\"]}";
    private static final String LIGHT_IN = "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\","
            + "\"pattern\":\"^[a-z0-9-]{1,40}$\"},\"level\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100}},"
            + "\"required\":[\"device_id\",\"level\"],\"additionalProperties\":false}";
    private static final String SNAPSHOT_OUT = "{\"type\":\"object\",\"properties\":{\"snapshot_uri\":{\"type\":"
            + "\"string\"},\"taken_at\":{\"type\":\"integer\"}},\"required\":[\"snapshot_uri\",\"taken_at\"]}";

    @Override
    public boolean onCreate() {
        Context context = getContext();
        SQLiteDatabase home = HomeDb.open(context);
        PackageManager pm = context.getPackageManager();
        CallerPackages packages = new CallerPackages(pm);
        IntFunction<String> callerPackage = packages::primary;
        CallerVerifier verifier = VerifierChain.all(
                new PackageAllowList(callerPackage, ASSISTANT, ASSISTANT_BETA),
                new SignaturePinVerifier(pm, callerPackage, ASSISTANT_CERT_SHA256));
        if (BuildConfig.DEBUG) {
            verifier = VerifierChain.any(new DebugBypassVerifier(Process.myUid()), verifier);
        }
        Authorizer scoped = new ScopeAuthorizer(new ScopeChecker(home, PROVIDER_ID), new RateLimiter(30, 60_000L));
        String[] read = {"devices.read"};
        String[] control = {"devices.control"};
        SecurityRegistry registry = new SecurityRegistry.Builder()
                .verifier(verifier)
                .permissions(new PermissionPolicy(context))
                .confirmations(new TicketConfirmation())
                .audit(new AuditLog(home, PROVIDER_ID))
                .tool(new ToolSpec(LIST, "List devices", "Lists the lights, locks and cameras paired with the hub,"
                        + " optionally in one room.", "read", "low", false, "never", read, NO_ARGS_IN, LIST_OUT,
                        scoped))
                .tool(new ToolSpec(STATE, "Get device state", "Returns the last reported state of one device.",
                        "read", "low", false, "never", read, DEVICE_IN, STATE_OUT, scoped))
                .tool(new ToolSpec(SET_LIGHT, "Set light level", "Dims or brightens a light (0 switches it off).",
                        "update", "moderate", false, "never", control, LIGHT_IN, STATE_OUT, scoped))
                .tool(new ToolSpec(UNLOCK, "Unlock door", "Unlocks a door lock. The user confirms on the phone.",
                        "update", "high", false, ToolSpec.ALWAYS, new String[] {"locks.control"}, DEVICE_IN,
                        STATE_OUT, scoped))
                .tool(new ToolSpec(SNAPSHOT, "Latest camera picture", "Returns a content URI of the newest picture"
                        + " a camera took.", "read", "moderate", false, "never", new String[] {"cameras.read"},
                        DEVICE_IN, SNAPSHOT_OUT, scoped))
                .build();
        install(home, registry);
        return true;
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Hearthlink Devices";
    }

    @Override
    protected String description() {
        return "Lights, door locks and cameras connected to the Hearthlink hub";
    }

    @Override
    protected String revision() {
        return "devices-9";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(ToolSpec.scope("devices.read", "See your devices and their state", "read", "device"))
                .put(ToolSpec.scope("devices.control", "Switch and dim lights", "write", "device"))
                .put(ToolSpec.scope("locks.control", "Unlock doors", "write", "device"))
                .put(ToolSpec.scope("cameras.read", "See camera pictures", "read", "personal"));
    }

    @Override
    protected Bundle run(Call call, ToolSpec tool) throws JSONException {
        switch (tool.name) {
            case LIST:
                return list(call);
            case STATE:
                return state(call);
            case SET_LIGHT:
                return setLight(call);
            case UNLOCK:
                return unlock(call);
            default:
                return snapshot(call);
        }
    }

    @Override
    protected String summarize(Call call, ToolSpec tool) throws JSONException {
        JSONObject door = device(call.args.getString("device_id"));
        if (door == null || !"lock".equals(door.getString("kind"))) {
            return null;
        }
        return "Unlock \u201c" + door.getString("name") + "\u201d (" + door.optString("room", "no room")
                + ") now. Anyone at the door can then open it.";
    }

    // ---- tools ----

    private Bundle list(Call call) throws JSONException {
        String room = call.args.optString("room", null);
        JSONArray devices = new JSONArray();
        try (Cursor c = db.query("devices", new String[] {"_id", "name", "kind", "room"},
                room != null ? "room = ?" : null, room != null ? new String[] {room} : null, null, null, "name")) {
            while (c.moveToNext()) {
                devices.put(new JSONObject().put("device_id", c.getString(0)).put("name", c.getString(1))
                        .put("kind", c.getString(2)).put("room", c.getString(3)));
            }
        }
        return Replies.inline(call, new JSONObject().put("devices", devices));
    }

    private Bundle state(Call call) throws JSONException {
        JSONObject d = device(call.args.getString("device_id"));
        if (d == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such device");
        }
        return Replies.inline(call, new JSONObject().put("device_id", d.getString("device_id"))
                .put("state", d.getJSONObject("state")));
    }

    /** set_light: the hub acknowledges level changes slowly, so the command runs on the hub worker. */
    private Bundle setLight(Call call) throws JSONException {
        String deviceId = call.args.getString("device_id");
        int level = call.args.getInt("level");
        if (level < 0 || level > 100) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "level must be between 0 and 100");
        }
        JSONObject light = device(deviceId);
        if (light == null || !"light".equals(light.getString("kind"))) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such light");
        }
        AuditLog audit = registry.audit;
        String requestId = call.requestId;
        return onWorker(call, () -> {
            JSONObject state = command(deviceId, "level", level);
            audit.recordCaller(SET_LIGHT, requestId, "level " + level);
            return state;
        });
    }

    /** unlock_door: confirmed on the phone (TicketConfirmation); the caller must hold CONTROL_LOCKS as well. */
    private Bundle unlock(Call call) throws JSONException {
        String deviceId = call.args.getString("device_id");
        JSONObject door = device(deviceId);
        if (door == null || !"lock".equals(door.getString("kind"))) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such door lock");
        }
        long identity = Binder.clearCallingIdentity();
        try {
            if (!registry.permissions.holds(call.uid, call.pid, PermissionPolicy.CONTROL_LOCKS)) {
                return Replies.fail(call, Keys.E_PERMISSION_DENIED, "The assistant lacks the lock permission");
            }
            return Replies.inline(call, command(deviceId, "locked", 0));
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    private Bundle snapshot(Call call) throws JSONException {
        String cameraId = call.args.getString("device_id");
        try (Cursor c = db.query("snapshots", new String[] {"_id", "taken_at"}, "camera_id = ?",
                new String[] {cameraId}, null, null, "taken_at DESC", "1")) {
            if (!c.moveToFirst()) {
                return Replies.fail(call, Keys.E_INVALID_ARGS, "This camera has no picture yet");
            }
            return Replies.inline(call, new JSONObject()
                    .put("snapshot_uri", "content://" + PROVIDER_ID + "/snapshots/" + c.getLong(0))
                    .put("taken_at", c.getLong(1)));
        }
    }

    // ---- device mirror ----

    private JSONObject device(String deviceId) throws JSONException {
        try (Cursor c = db.query("devices", new String[] {"_id", "name", "kind", "room", "state"}, "_id = ?",
                new String[] {deviceId}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new JSONObject().put("device_id", c.getString(0)).put("name", c.getString(1))
                    .put("kind", c.getString(2)).put("room", c.getString(3))
                    .put("state", new JSONObject(c.getString(4)));
        }
    }

    /** Sends one setting to the hub and records it in the mirror; returns the device's new state. */
    private JSONObject command(String deviceId, String key, int value) throws JSONException {
        JSONObject state = device(deviceId).getJSONObject("state").put(key, value);
        try (SQLiteStatement st = db.compileStatement("UPDATE devices SET state = ?, updated_at = ? WHERE _id = ?")) {
            st.bindString(1, state.toString());
            st.bindLong(2, System.currentTimeMillis());
            st.bindString(3, deviceId);
            st.executeUpdateDelete();
        }
        HubService.enqueue(getContext(), new JSONObject().put("device_id", deviceId).put("set", key)
                .put("value", value));
        return new JSONObject().put("device_id", deviceId).put("state", state);
    }

    // ---- content://com.hearthlink.devices/snapshots/<id>: the pictures camera_snapshot points to ----

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        List<String> segments = uri.getPathSegments();
        if (!"r".equals(mode) || segments.size() != 2 || !"snapshots".equals(segments.get(0))) {
            throw new FileNotFoundException("Only camera pictures can be opened, and only for reading");
        }
        String name = null;
        try (Cursor c = db.query("snapshots", new String[] {"file"}, "_id = ?",
                new String[] {String.valueOf(Long.parseLong(segments.get(1)))}, null, null, null)) {
            if (c.moveToFirst()) {
                name = c.getString(0);
            }
        } catch (NumberFormatException e) {
            name = null;
        }
        if (name == null) {
            throw new FileNotFoundException("No such picture");
        }
        File file = new File(new File(getContext().getFilesDir(), "snapshots"), name);
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    public String getType(Uri uri) {
        List<String> segments = uri.getPathSegments();
        return segments.size() == 2 && "snapshots".equals(segments.get(0)) ? "image/jpeg" : null;
    }
}
