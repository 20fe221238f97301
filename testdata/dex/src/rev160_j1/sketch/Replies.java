package com.larder.kitchen.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONException;
import org.json.JSONObject;

/** The response Bundles of CETP v2. */
public final class Replies {
    /** What a handler returns for a result sent as a file (large_results). */
    public static final class FileResult {
        final ParcelFileDescriptor fd;
        final String mediaType;
        final long size;
        final String sha256;

        FileResult(ParcelFileDescriptor fd, String mediaType, long size, String sha256) {
            this.fd = fd;
            this.mediaType = mediaType;
            this.size = size;
            this.sha256 = sha256;
        }

        /** Describes {@code file}, which {@code fd} was opened on. */
        public static FileResult of(File file, ParcelFileDescriptor fd, String mediaType) throws IOException {
            MessageDigest sha;
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IOException("no SHA-256", e);
            }
            byte[] buf = new byte[8192];
            try (FileInputStream in = new FileInputStream(file)) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    sha.update(buf, 0, n);
                }
            }
            return new FileResult(fd, mediaType, file.length(), hex(sha.digest()));
        }
    }

    private Replies() {
    }

    static String hex(byte[] raw) {
        StringBuilder sb = new StringBuilder(raw.length * 2);
        for (byte b : raw) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }

    private static Bundle base(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString("status", status);
        b.putInt("protocol_version", 2);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    static Bundle success(String requestId, JSONObject data) {
        Bundle b = base("success", requestId);
        b.putString("data", data.toString());
        return b;
    }

    static Bundle inline(String requestId, Object value) throws JSONException {
        return success(requestId, new JSONObject().put("kind", "inline").put("value", value));
    }

    static Bundle file(String requestId, FileResult result) throws JSONException {
        JSONObject data = new JSONObject()
                .put("kind", "file")
                .put("media_type", result.mediaType)
                .put("size_bytes", result.size)
                .put("sha256", result.sha256);
        Bundle b = success(requestId, data);
        b.putParcelable("result_fd", result.fd);
        return b;
    }

    static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = base("error", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable);
        return b;
    }

    static Bundle userAction(String requestId, String message, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED", message, false);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
