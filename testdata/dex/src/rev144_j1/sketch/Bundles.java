package com.ferncastle.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Result;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles, resolutions and file results of CETP v2. */
public final class Bundles {
    private Bundles() {
    }

    public static Bundle reply(Invocation inv, Result<JSONObject> result) throws JSONException {
        Bundle out = new Bundle();
        out.putInt("protocol_version", 2);
        if (inv.requestId != null) {
            out.putString("request_id", inv.requestId);
        }
        if (result.succeeded()) {
            out.putString("status", "success");
            if (!"execute_tool".equals(inv.method)) {
                out.putString("data", result.value.toString());
                return out;
            }
            JSONObject data = new JSONObject();
            if (result.kind == Result.Kind.FILE) {
                data.put("kind", "file");
                data.put("media_type", result.value.getString("media_type"));
                data.put("size_bytes", result.value.getLong("size_bytes"));
                data.put("sha256", result.value.getString("sha256"));
                out.putParcelable("result_fd", result.fd);
            } else {
                data.put("kind", "inline");
                data.put("value", result.value);
            }
            out.putString("data", data.toString());
            return out;
        }
        out.putString("status", "error");
        out.putString("error_code", result.code);
        out.putString("error_message", result.message);
        out.putBoolean("retryable", result.retryable);
        if (result.retryAfterMs > 0L) {
            out.putLong("retry_after_ms", result.retryAfterMs);
        }
        if (result.kind == Result.Kind.NEEDS_USER) {
            out.putParcelable("resolution", result.resolution);
            out.putString("resume_token", result.resumeToken);
        }
        return out;
    }

    public static Bundle internalError(Invocation inv) {
        Bundle out = new Bundle();
        out.putInt("protocol_version", 2);
        if (inv.requestId != null) {
            out.putString("request_id", inv.requestId);
        }
        out.putString("status", "error");
        out.putString("error_code", "INTERNAL_ERROR");
        out.putString("error_message", "Ferncastle Journal could not answer this call");
        out.putBoolean("retryable", false);
        return out;
    }

    /** The resolution for a confirmation screen Intent. */
    public static PendingIntent resolution(Context context, Intent screen, String key) {
        return PendingIntent.getActivity(context, key.hashCode(), screen,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** A file answer: the file's size and SHA-256, and a descriptor opened with the given mode. */
    public static Result<JSONObject> fileResult(File file, String mediaType, int mode) throws JSONException {
        long size = 0L;
        String sha256;
        ParcelFileDescriptor fd;
        try (FileInputStream in = new FileInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                md.update(buffer, 0, n);
                size += n;
            }
            sha256 = Invocation.hex(md.digest());
            fd = ParcelFileDescriptor.open(file, mode);
        } catch (IOException | NoSuchAlgorithmException e) {
            return Result.failed("UNAVAILABLE", "The file could not be read", true, e);
        }
        JSONObject meta = new JSONObject();
        meta.put("media_type", mediaType);
        meta.put("size_bytes", size);
        meta.put("sha256", sha256);
        return Result.file(meta, fd);
    }
}
