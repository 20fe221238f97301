package com.brightfold.pantry.cetp;

import android.os.ParcelFileDescriptor;
import org.json.JSONObject;

/** What a tool handler produced: an inline JSON value or a file handed out through a descriptor. */
public final class Outcome {
    private final JSONObject value;
    private final ParcelFileDescriptor fd;
    private final String mediaType;
    private final long size;
    private final String sha256;

    private Outcome(JSONObject value, ParcelFileDescriptor fd, String mediaType, long size, String sha256) {
        this.value = value;
        this.fd = fd;
        this.mediaType = mediaType;
        this.size = size;
        this.sha256 = sha256;
    }

    public static Outcome inline(JSONObject value) {
        return new Outcome(value, null, null, 0L, null);
    }

    public static Outcome file(ParcelFileDescriptor fd, String mediaType, long size, String sha256) {
        return new Outcome(null, fd, mediaType, size, sha256);
    }

    public boolean isFile() {
        return fd != null;
    }

    public JSONObject value() {
        return value;
    }

    public ParcelFileDescriptor fd() {
        return fd;
    }

    public String mediaType() {
        return mediaType;
    }

    public long size() {
        return size;
    }

    public String sha256() {
        return sha256;
    }
}
