package com.lumenframe.studio.ops;

import java.io.File;
import org.json.JSONObject;

/** What a worker produced: an inline JSON value, or a file for a large result (§4.5). */
public final class WorkResult {
    public final JSONObject value;
    public final File file;
    public final String mediaType;

    private WorkResult(JSONObject value, File file, String mediaType) {
        this.value = value;
        this.file = file;
        this.mediaType = mediaType;
    }

    public static WorkResult inline(JSONObject value) {
        return new WorkResult(value, null, null);
    }

    public static WorkResult file(File file, String mediaType) {
        return new WorkResult(null, file, mediaType);
    }
}
