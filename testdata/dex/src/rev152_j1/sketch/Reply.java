package com.wrenfield.notes.tool;

import android.app.PendingIntent;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** What a tool answers: an inline value, a file, or a confirmation the user must give first. */
public final class Reply {
    private final JSONObject data;
    private final ParcelFileDescriptor file;
    private final String prompt;
    private final PendingIntent resolution;
    private final String resumeToken;

    private Reply(JSONObject data, ParcelFileDescriptor file, String prompt, PendingIntent resolution,
            String resumeToken) {
        this.data = data;
        this.file = file;
        this.prompt = prompt;
        this.resolution = resolution;
        this.resumeToken = resumeToken;
    }

    public static Reply inline(JSONObject value) {
        try {
            return new Reply(new JSONObject().put("kind", "inline").put("value", value), null, null, null, null);
        } catch (JSONException e) {
            throw new IllegalStateException("inline reply", e);
        }
    }

    public static Reply file(ParcelFileDescriptor fd, String mediaType, long sizeBytes, String sha256) {
        try {
            JSONObject data = new JSONObject().put("kind", "file").put("media_type", mediaType)
                    .put("size_bytes", sizeBytes).put("sha256", sha256);
            return new Reply(data, fd, null, null, null);
        } catch (JSONException e) {
            throw new IllegalStateException("file reply", e);
        }
    }

    /** USER_ACTION_REQUIRED: always both the resolution and the resume token. */
    public static Reply confirm(String prompt, PendingIntent resolution, String resumeToken) {
        if (resolution == null || resumeToken == null) {
            throw new IllegalArgumentException("a confirmation needs its resolution and resume token");
        }
        return new Reply(null, null, prompt, resolution, resumeToken);
    }

    public boolean awaitsUser() {
        return resolution != null;
    }

    public JSONObject data() {
        return data;
    }

    public ParcelFileDescriptor file() {
        return file;
    }

    public String prompt() {
        return prompt;
    }

    public PendingIntent resolution() {
        return resolution;
    }

    public String resumeToken() {
        return resumeToken;
    }
}
