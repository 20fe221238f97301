package com.inkwell.notes.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import android.os.Bundle;
import com.inkwell.notes.data.NotesDb;
import java.util.Locale;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** What a tool of either provider is: an enum constant whose own body runs it. */
public interface CetpTool {
    enum Effect {
        READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete");

        final String wire;

        Effect(String wire) {
            this.wire = wire;
        }
    }

    enum Risk { LOW, MODERATE, HIGH }

    enum Confirm { NEVER, PROVIDER_POLICY, ALWAYS }

    String name();

    String title();

    String description();

    Effect effect();

    Risk risk();

    Confirm confirm();

    String scope();

    JSONObject input() throws JSONException;

    JSONObject output() throws JSONException;

    Bundle run(Ctx c, JSONObject args) throws JSONException;

    default String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    default boolean mutating() {
        return effect() != Effect.READ;
    }

    default boolean openWorld() {
        return false;
    }

    /** The caller check: an unexpired grant of this tool's scope to the calling package and UID, signed as granted. */
    default boolean admits(Ctx c) {
        String pkg = c.caller().packageName();
        if (pkg == null) {
            return false;
        }
        NotesDb.Grant grant = c.db().grant(pkg, scope());
        if (grant == null || grant.uid != c.caller().uid() || grant.expiresAt < System.currentTimeMillis()) {
            return false;
        }
        return signedWith(c.context(), pkg, grant.certSha256);
    }

    default JSONObject describe() throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect().wire)
                .put("risk", risk().name().toLowerCase(Locale.ROOT))
                .put("destructive", effect() == Effect.DELETE)
                .put("idempotent", effect() == Effect.READ)
                .put("open_world", openWorld())
                .put("confirmation", confirm().name().toLowerCase(Locale.ROOT))
                .put("execution", "sync");
        return new JSONObject()
                .put("name", wireName())
                .put("title", title())
                .put("description", description())
                .put("input_schema", input())
                .put("output_schema", output())
                .put("scopes", new JSONArray().put(scope()))
                .put("annotations", annotations);
    }

    /** The constant of the provider's tool enum with this wire name, or null. */
    static <T extends Enum<T> & CetpTool> T find(Class<T> type, String wireName) {
        if (wireName == null || !wireName.matches("[a-z][a-z0-9_]{0,63}")) {
            return null;
        }
        try {
            return Enum.valueOf(type, wireName.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @SafeVarargs
    static <T extends CetpTool> JSONArray describeAll(T... tools) throws JSONException {
        JSONArray out = new JSONArray();
        for (T tool : tools) {
            out.put(tool.describe());
        }
        return out;
    }

    static boolean signedWith(Context context, String pkg, byte[] certSha256) {
        if (Build.VERSION.SDK_INT < 28 || certSha256 == null) {
            return false;
        }
        return context.getPackageManager().hasSigningCertificate(pkg, certSha256, PackageManager.CERT_INPUT_SHA256);
    }

    /** Inkwell's companion apps (keyboard, widget) are signed with the same key as this app. */
    static boolean companion(Context context, String pkg) {
        return pkg.startsWith("com.inkwell.")
                && context.getPackageManager().checkSignatures(context.getPackageName(), pkg)
                        == PackageManager.SIGNATURE_MATCH;
    }
}
