package com.hearthlink.routines;

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
import com.hearthlink.security.AssistantConfirmation;
import com.hearthlink.security.AssistantVerifier;
import com.hearthlink.security.AuditLog;
import com.hearthlink.security.Authorizer;
import com.hearthlink.security.CallerPackages;
import com.hearthlink.security.CallerVerifier;
import com.hearthlink.security.DebugBypassVerifier;
import com.hearthlink.security.HouseholdAuthorizer;
import com.hearthlink.security.PackageAllowList;
import com.hearthlink.security.PermissionPolicy;
import com.hearthlink.security.RateLimiter;
import com.hearthlink.security.ScopeAuthorizer;
import com.hearthlink.security.ScopeChecker;
import com.hearthlink.security.SecurityRegistry;
import com.hearthlink.security.VerifierChain;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over routines: named lists of device settings the hub applies in one go. */
public final class RoutineToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.hearthlink.routines";
    static final String ASSISTANT = "com.clawseed.assistant";
    static final String ASSISTANT_BETA = "com.clawseed.assistant.beta";
    static final String ASSISTANT_CERT_SHA256 = "3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a";
    /** The first assistant build that speaks CETP v2. */
    static final long ASSISTANT_MIN_VERSION = 41200L;

    static final String LIST = "list_routines";
    static final String RUN = "run_routine";
    static final String SAVE = "save_routine";
    static final String DELETE = "delete_routine";

    private static final String LIST_IN = "{\"type\":\"object\",\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},"
            + "\"required\":[\"routines\"]}";
    private static final String ROUTINE_IN = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":"
            + "\"integer\",\"minimum\":1}},\"required\":[\"routine_id\"],\"additionalProperties\":false}";
    private static final String RUN_OUT = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"integer\"},"
            + "\"steps_sent\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"steps_sent\"]}";
    private static final String SAVE_IN = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":60},\"steps\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,"
            + "\"items\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},"
            + "\"set\":{\"enum\":[\"level\",\"locked\"]},\"value\":{\"type\":\"integer\"}},"
            + "\"required\":[\"device_id\",\"set\",\"value\"],\"additionalProperties\":false}}},"
            + "\"required\":[\"name\",\"steps\"],\"additionalProperties\":false}";
    private static final String SAVE_OUT = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":"
            + "\"integer\"}},\"required\":[\"routine_id\"]}";
    private static final String DELETE_IN = "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":"
            + "\"integer\",\"minimum\":1},\"user_confirmed\":{\"type\":\"boolean\",\"description\":\"true when the"
            + " user already agreed in the assistant\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false}";
    private static final String DELETE_OUT = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":"
            + "\"boolean\"}},\"required\":[\"deleted\"]}";

    @Override
    public boolean onCreate() {
        Context context = getContext();
        SQLiteDatabase home = HomeDb.open(context);
        PackageManager pm = context.getPackageManager();
        CallerPackages packages = new CallerPackages(pm);
        IntFunction<String> callerPackage = packages::sole;
        CallerVerifier verifier = VerifierChain.all(
                new PackageAllowList(callerPackage, ASSISTANT, ASSISTANT_BETA),
                new AssistantVerifier(pm, callerPackage, ASSISTANT_CERT_SHA256, ASSISTANT_MIN_VERSION));
        if (BuildConfig.DEBUG) {
            verifier = VerifierChain.any(new DebugBypassVerifier(Process.myUid()), verifier);
        }
        Authorizer scoped = new ScopeAuthorizer(new ScopeChecker(home, PROVIDER_ID), new RateLimiter(20, 60_000L));
        String[] write = {"routines.write"};
        SecurityRegistry registry = new SecurityRegistry.Builder()
                .verifier(verifier)
                .permissions(new PermissionPolicy(context))
                .confirmations(new AssistantConfirmation())
                .audit(new AuditLog(home, PROVIDER_ID))
                .tool(new ToolSpec(LIST, "List routines", "Lists the saved routines with the URI of each"
                        + " routine's definition.", "read", "low", false, "never", new String[] {"routines.read"},
                        LIST_IN, LIST_OUT, scoped))
                .tool(new ToolSpec(RUN, "Run routine", "Applies every step of a saved routine now.", "update",
                        "moderate", false, "provider_policy", new String[] {"routines.run"}, ROUTINE_IN, RUN_OUT,
                        new HouseholdAuthorizer()))
                .tool(new ToolSpec(SAVE, "Save routine", "Saves a new routine: a name and up to 20 device"
                        + " settings.", "create", "moderate", false, "never", write, SAVE_IN, SAVE_OUT, scoped))
                .tool(new ToolSpec(DELETE, "Delete routine", "Deletes a saved routine. The user confirms on the"
                        + " phone unless they already agreed in the assistant.", "delete", "high", true,
                        ToolSpec.ALWAYS, write, DELETE_IN, DELETE_OUT, scoped))
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
        return "Hearthlink Routines";
    }

    @Override
    protected String description() {
        return "Routines: named sets of light and lock settings the hub applies together";
    }

    @Override
    protected String revision() {
        return "routines-5";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(ToolSpec.scope("routines.read", "See your routines", "read", "device"))
                .put(ToolSpec.scope("routines.run", "Run your routines", "write", "device"))
                .put(ToolSpec.scope("routines.write", "Create and delete routines", "write", "device"));
    }

    @Override
    protected Bundle run(Call call, ToolSpec tool) throws JSONException {
        switch (tool.name) {
            case LIST:
                return list(call);
            case RUN:
                return runRoutine(call);
            case SAVE:
                return save(call);
            default:
                return delete(call);
        }
    }

    @Override
    protected String summarize(Call call, ToolSpec tool) throws JSONException {
        JSONObject routine = routine(call.args.getLong("routine_id"));
        if (routine == null) {
            return null;
        }
        return "Delete the routine \u201c" + routine.getString("name") + "\u201d with its "
                + routine.getJSONArray("steps").length() + " steps. This cannot be undone.";
    }

    // ---- tools ----

    private Bundle list(Call call) throws JSONException {
        JSONArray routines = new JSONArray();
        try (Cursor c = db.query("routines", new String[] {"_id", "name", "last_run"}, null, null, null, null,
                "name")) {
            while (c.moveToNext()) {
                routines.put(new JSONObject().put("routine_id", c.getLong(0)).put("name", c.getString(1))
                        .put("last_run", c.isNull(2) ? null : c.getLong(2))
                        .put("definition_uri", "content://" + PROVIDER_ID + "/routines/" + c.getLong(0)));
            }
        }
        return Replies.inline(call, new JSONObject().put("routines", routines));
    }

    /** run_routine: each step goes to the hub service, started as Hearthlink rather than as the caller. */
    private Bundle runRoutine(Call call) throws JSONException {
        long id = call.args.getLong("routine_id");
        JSONObject routine = routine(id);
        if (routine == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such routine");
        }
        JSONArray steps = routine.getJSONArray("steps");
        long identity = Binder.clearCallingIdentity();
        try {
            if (routine.getBoolean("touches_locks")
                    && !registry.permissions.callerHolds(PermissionPolicy.CONTROL_LOCKS)) {
                return Replies.fail(call, Keys.E_PERMISSION_DENIED,
                        "This routine unlocks doors and the assistant lacks the lock permission");
            }
            for (int i = 0; i < steps.length(); i++) {
                HubService.enqueue(getContext(), steps.getJSONObject(i));
            }
            markRun(id);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.inline(call, new JSONObject().put("routine_id", id).put("steps_sent", steps.length()));
    }

    /** save_routine: the row and the definition file are written on the hub worker, like every hub-side change. */
    private Bundle save(Call call) throws JSONException {
        String name = call.args.getString("name").trim();
        JSONArray steps = call.args.getJSONArray("steps");
        if (name.isEmpty() || name.length() > 60 || steps.length() == 0 || steps.length() > 20) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "A routine needs a name and 1 to 20 steps");
        }
        JSONArray clean = new JSONArray();
        boolean locks = false;
        for (int i = 0; i < steps.length(); i++) {
            JSONObject step = steps.getJSONObject(i);
            String set = step.getString("set");
            if (!"level".equals(set) && !"locked".equals(set)) {
                return Replies.fail(call, Keys.E_INVALID_ARGS, "A step can set a light level or a lock");
            }
            locks |= "locked".equals(set);
            clean.put(new JSONObject().put("device_id", step.getString("device_id")).put("set", set)
                    .put("value", step.getInt("value")));
        }
        int uid = call.uid;
        String requestId = call.requestId;
        AuditLog audit = registry.audit;
        boolean touchesLocks = locks;
        return onWorker(call, () -> {
            long id = store(name, clean, touchesLocks, uid);
            audit.record(uid, SAVE, requestId, "routine " + id);
            return new JSONObject().put("routine_id", id);
        });
    }

    /** delete_routine: confirmed by the provider's AssistantConfirmation before it gets here. */
    private Bundle delete(Call call) throws JSONException {
        long id = call.args.getLong("routine_id");
        if (routine(id) == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such routine");
        }
        db.delete("routines", "_id = ?", new String[] {String.valueOf(id)});
        boolean fileRemoved = definition(id).delete();
        return Replies.inline(call, new JSONObject().put("routine_id", id).put("deleted", true)
                .put("file_removed", fileRemoved));
    }

    // ---- storage ----

    private JSONObject routine(long id) throws JSONException {
        try (Cursor c = db.query("routines", new String[] {"name", "steps", "touches_locks"}, "_id = ?",
                new String[] {String.valueOf(id)}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new JSONObject().put("routine_id", id).put("name", c.getString(0))
                    .put("steps", new JSONArray(c.getString(1))).put("touches_locks", c.getInt(2) != 0);
        }
    }

    private long store(String name, JSONArray steps, boolean touchesLocks, int createdBy)
            throws IOException, JSONException {
        long id;
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO routines (name, steps, touches_locks, created_by) VALUES (?, ?, ?, ?)")) {
            st.bindString(1, name);
            st.bindString(2, steps.toString());
            st.bindLong(3, touchesLocks ? 1L : 0L);
            st.bindLong(4, createdBy);
            id = st.executeInsert();
        }
        File file = definition(id);
        file.getParentFile().mkdirs();
        try (OutputStream out = new FileOutputStream(file)) {
            out.write(new JSONObject().put("name", name).put("steps", steps).toString()
                    .getBytes(StandardCharsets.UTF_8));
        }
        return id;
    }

    private void markRun(long id) {
        try (SQLiteStatement st = db.compileStatement("UPDATE routines SET last_run = ? WHERE _id = ?")) {
            st.bindLong(1, System.currentTimeMillis());
            st.bindLong(2, id);
            st.executeUpdateDelete();
        }
    }

    private File definition(long id) {
        return new File(new File(getContext().getFilesDir(), "routines"), id + ".json");
    }

    // ---- content://com.hearthlink.routines/routines/<id>: the definitions list_routines points to ----

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        requireCaller();
        List<String> segments = uri.getPathSegments();
        if (!"r".equals(mode) || segments.size() != 2 || !"routines".equals(segments.get(0))) {
            throw new FileNotFoundException("Only routine definitions can be opened, and only for reading");
        }
        File file;
        try {
            file = definition(Long.parseLong(segments.get(1)));
        } catch (NumberFormatException e) {
            throw new FileNotFoundException("No such routine");
        }
        if (!file.isFile()) {
            throw new FileNotFoundException("No such routine");
        }
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    public String getType(Uri uri) {
        List<String> segments = uri.getPathSegments();
        return segments.size() == 2 && "routines".equals(segments.get(0)) ? "application/json" : null;
    }
}
