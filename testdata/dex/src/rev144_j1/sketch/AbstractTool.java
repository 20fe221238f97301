package com.ferncastle.plugin;

import android.app.PendingIntent;
import android.content.Intent;
import com.ferncastle.cetp.Bundles;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Base of every tool: run() checks the arguments, then hands them to the tool's doRun(). */
public abstract class AbstractTool {
    private static final int MAX_ARGS_BYTES = 65536;

    protected final Registry.Kit kit;

    protected AbstractTool(Registry.Kit kit) {
        this.kit = kit;
    }

    public abstract ToolSpec spec();

    protected abstract Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException;

    public final Result<JSONObject> run(Invocation inv) throws JSONException {
        Either<Result<JSONObject>, JSONObject> checked = validate(inv);
        if (!checked.isRight()) {
            return checked.left();
        }
        return doRun(inv, checked.right());
    }

    /** The arguments as a JSON object within the request limit; tools add their own checks. */
    protected Either<Result<JSONObject>, JSONObject> validate(Invocation inv) {
        String raw = inv.rawArgs();
        if (raw == null || raw.getBytes(StandardCharsets.UTF_8).length > MAX_ARGS_BYTES) {
            return Either.left(Result.failed("INVALID_ARGS", "args must be a JSON object of at most 64 KiB", false));
        }
        try {
            return Either.right(new JSONObject(raw));
        } catch (JSONException e) {
            return Either.left(Result.failed("INVALID_ARGS", "args is not a JSON object", false, e));
        }
    }

    /**
     * Opens a pending confirmation and answers USER_ACTION_REQUIRED with the provider's resolution and the resume
     * token the tool's generator made.
     */
    protected final Result<JSONObject> askUser(Invocation inv, Supplier<String> tokens, String summary)
            throws JSONException {
        String token = tokens.get();
        String key = kit.book.open(token, inv, summary);
        Intent screen = kit.confirmScreen.apply(key);
        PendingIntent resolution = Bundles.resolution(kit.context, screen, key);
        return Result.needsUser(resolution, token);
    }

    /** Whether the caller's session was granted an optional capability. */
    protected final boolean granted(Invocation inv, String capability) {
        Object session = inv.get("session");
        if (session instanceof JSONObject) {
            JSONArray caps = ((JSONObject) session).optJSONArray("capabilities");
            for (int i = 0; caps != null && i < caps.length(); i++) {
                if (capability.equals(caps.optString(i))) {
                    return true;
                }
            }
            return false;
        }
        return kit.sessions.anyGranted(inv.uid, capability);
    }
}
