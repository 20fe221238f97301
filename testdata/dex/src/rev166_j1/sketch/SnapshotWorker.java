package com.lumenframe.studio.backup;

import android.util.Log;
import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.cetp.Crypto;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.ops.Progress;
import com.lumenframe.studio.ops.WorkContext;
import com.lumenframe.studio.ops.WorkResult;
import com.lumenframe.studio.ops.Worker;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * start_backup: catalogues the library on the io pool, charges the snapshot to the requesting app's quota,
 * then writes the backup manifest (the operation's file result) and records the backup.
 */
final class SnapshotWorker implements Worker {
    private static final String TAG = "SnapshotWorker";

    private final MediaRepo media;
    private final QuotaLedger quota;
    private final Executor io;

    SnapshotWorker(MediaRepo media, QuotaLedger quota, Executor io) {
        this.media = media;
        this.quota = quota;
        this.io = io;
    }

    @Override
    public String tool() {
        return "start_backup";
    }

    @Override
    public void validate(JSONObject args) throws CetpException {
        String label = args.optString("label", "");
        if (label.isEmpty() || label.length() > 64 || label.trim().length() != label.length()) {
            throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public WorkResult run(WorkContext ctx) throws Exception {
        String label = ctx.args.getString("label");
        boolean captions = ctx.args.optBoolean("include_captions", true);
        List<MediaRepo.Photo> photos = media.library();
        ctx.progress.begin(photos.size() + 2, "Scanning library");
        long bytes = totalBytes(photos);
        CompletableFuture<JSONArray> entries = CompletableFuture
                .supplyAsync(() -> catalogue(photos, captions, ctx.progress), io)
                .thenApplyAsync(list -> {
                    quota.chargeCaller(bytes);
                    return list;
                }, io)
                .exceptionally(t -> {
                    throw new CompletionException(asCetp(t));
                });
        JSONArray list;
        try {
            list = entries.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception) {
                throw (Exception) cause;
            }
            throw e;
        }
        ctx.progress.checkpoint();
        JSONObject manifest = new JSONObject();
        manifest.put("label", label);
        manifest.put("files", list);
        manifest.put("bytes", bytes);
        String text = manifest.toString();
        File out = new File(ctx.workDir, "manifest.json");
        try (OutputStream os = new FileOutputStream(out)) {
            os.write(text.getBytes(StandardCharsets.UTF_8));
        }
        media.recordBackup(label, list.length(), bytes, Crypto.sha256(text));
        ctx.progress.advance("Backup recorded");
        return WorkResult.file(out, "application/json");
    }

    private static long totalBytes(List<MediaRepo.Photo> photos) {
        long sum = 0L;
        for (MediaRepo.Photo p : photos) {
            sum += p.sizeBytes;
        }
        return sum;
    }

    private static JSONArray catalogue(List<MediaRepo.Photo> photos, boolean captions, Progress progress) {
        JSONArray list = new JSONArray();
        try {
            for (MediaRepo.Photo p : photos) {
                progress.checkpoint();
                JSONObject e = new JSONObject();
                e.put("photo_id", p.id);
                e.put("size_bytes", p.sizeBytes);
                if (captions && p.caption != null) {
                    e.put("caption", p.caption);
                }
                list.put(e);
                progress.advance("Catalogued photo " + p.id);
            }
        } catch (JSONException e) {
            throw new CompletionException(e);
        }
        return list;
    }

    private static CetpException asCetp(Throwable t) {
        Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        if (cause instanceof CetpException) {
            return (CetpException) cause;
        }
        Log.w(TAG, "snapshot failed", cause);
        return new CetpException("UNAVAILABLE");
    }
}
