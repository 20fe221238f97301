package com.example.hdd;

import android.content.Context;
import android.os.Bundle;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

// upload_photo: a memory set in front of a marker file per request id.
final class PhotoUploader {
    private static final String DONE = "{\"uploaded\":true}";

    private final Set<String> uploaded = new HashSet<>();
    private final Context ctx;
    private final AppDb db;

    PhotoUploader(Context ctx, AppDb db) {
        this.ctx = ctx;
        this.db = db;
    }

    Bundle upload(String requestId, String uri) {
        if (uploaded.contains(requestId) || Markers.exists(ctx, requestId)) {
            return Replies.success(requestId, DONE);
        }
        db.insertPhoto(uri);
        try {
            Markers.write(ctx, requestId, DONE);
        } catch (IOException e) {
            return Replies.error(requestId, "INTERNAL_ERROR", "could not record the upload");
        }
        uploaded.add(requestId);
        return Replies.success(requestId, DONE);
    }
}
