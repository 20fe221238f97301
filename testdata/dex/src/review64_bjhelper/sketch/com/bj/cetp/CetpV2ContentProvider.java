package com.bj.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The app's own provider base, named after the SDK's class it stands in for: it answers list_tools from the
 * subclass's ToolSpecs and runs execute_tool, through the subclass's mutation executor when it has one.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {
    private static final byte[] ASSISTANT_CERT = new byte[32];

    /** Runs a mutating tool once per request_id; null when the provider has none. */
    public interface MutationExecutor {
        String execute(String requestId, String tool, JSONObject args);
    }

    protected abstract List<ToolSpec> tools();

    protected abstract String run(String tool, JSONObject args);

    public MutationExecutor getMutationExecutor() {
        return null;
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256) || extras == null || extras.getString("session_token") == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        try {
            if ("list_tools".equals(method)) {
                JSONArray list = new JSONArray();
                for (ToolSpec t : tools()) {
                    list.put(t.toJson());
                }
                out.putString("tools", list.toString());
                return out;
            }
            if ("execute_tool".equals(method)) {
                String name = extras.getString("tool_name");
                JSONObject args = new JSONObject(extras.getString("args_json", "{}"));
                if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) {
                    out.putString("error_code", "DEADLINE_EXCEEDED");
                    return out;
                }
                for (ToolSpec t : tools()) {
                    if (!t.name().equals(name)) {
                        continue;
                    }
                    MutationExecutor executor = getMutationExecutor();
                    if (!t.isRead() && executor != null) {
                        out.putString("result", executor.execute(extras.getString("request_id"), name, args));
                    } else {
                        out.putString("result", run(name, args));
                    }
                    return out;
                }
            }
        } catch (JSONException e) {
            out.putString("error_code", "INVALID_ARGS");
            return out;
        }
        out.putString("error_code", "METHOD_NOT_FOUND");
        return out;
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
