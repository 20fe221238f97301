package com.wrenfield.notes.core;

import android.content.Context;
import android.content.SharedPreferences;
import android.content.pm.PackageManager;
import android.os.Build;
import android.os.Process;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Scopes the user granted to an assistant in Wrenfield's "Connected assistants" screen, stored per package as
 * {"uid":..,"cert_sha256":..,"scopes":[..],"expires_at":..}.
 */
public final class Grants {
    private final SharedPreferences store;
    private final PackageManager packageManager;
    private final Clock clock;

    public Grants(Context context, Clock clock) {
        this.store = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE);
        this.packageManager = context.getPackageManager();
        this.clock = clock;
    }

    public boolean allows(Caller caller, String scope) {
        if (caller.uid() == Process.myUid()) {
            // Wrenfield's own share sheet and widget hold every scope
            return true;
        }
        if (caller.packageName() == null) {
            return false;
        }
        String stored = store.getString("grant." + caller.packageName(), null);
        if (stored == null) {
            return false;
        }
        try {
            JSONObject grant = new JSONObject(stored);
            if (grant.getInt("uid") != caller.uid() || grant.getLong("expires_at") < clock.now()) {
                return false;
            }
            JSONArray scopes = grant.getJSONArray("scopes");
            boolean listed = false;
            for (int i = 0; i < scopes.length(); i++) {
                listed |= scope.equals(scopes.getString(i));
            }
            return listed && Build.VERSION.SDK_INT >= 28
                    && packageManager.hasSigningCertificate(caller.packageName(),
                            Hex.decode(grant.getString("cert_sha256")), PackageManager.CERT_INPUT_SHA256);
        } catch (JSONException e) {
            return false;
        }
    }
}
