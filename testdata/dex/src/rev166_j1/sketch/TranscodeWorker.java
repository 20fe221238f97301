package com.lumenframe.studio.export;

import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.ops.Progress;
import com.lumenframe.studio.ops.WorkContext;
import com.lumenframe.studio.ops.WorkResult;
import com.lumenframe.studio.ops.Worker;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import org.json.JSONObject;

/**
 * transcode_clip: stages the clip on the io pool, then publishes it under the caller's file name in the
 * exports folder and records who asked (the UID call() captured, carried in the WorkContext).
 */
final class TranscodeWorker implements Worker {
    private final MediaRepo media;
    private final Executor io;
    private final File exportDir;

    TranscodeWorker(MediaRepo media, Executor io, File exportDir) {
        this.media = media;
        this.io = io;
        this.exportDir = exportDir;
    }

    @Override
    public String tool() {
        return "transcode_clip";
    }

    private static String extension(String preset) throws CetpException {
        switch (preset) {
            case "720p":
            case "1080p":
                return ".mp4";
            case "audio_only":
                return ".m4a";
            default:
                throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public void validate(JSONObject args) throws CetpException {
        if (args.optLong("clip_id", 0L) < 1L) {
            throw new CetpException("INVALID_ARGS");
        }
        extension(args.optString("preset", ""));
        if (!SafeNames.valid(args.optString("output_name", null))) {
            throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public WorkResult run(WorkContext ctx) throws Exception {
        long clipId = ctx.args.getLong("clip_id");
        String ext = extension(ctx.args.getString("preset"));
        File target = SafeNames.child(exportDir, ctx.args.getString("output_name"), ext);
        String source = media.clipPath(clipId);
        if (source == null) {
            throw new CetpException("INVALID_ARGS");
        }
        ctx.progress.begin(2, "Staging clip");
        int requester = ctx.callerUid;
        File staging = new File(ctx.workDir, "staged" + ext);
        CompletableFuture<File> published = CompletableFuture
                .supplyAsync(() -> stage(new File(source), staging, ctx.progress), io)
                .thenApplyAsync(tmp -> publish(tmp, target, clipId, requester), io);
        File done;
        try {
            done = published.get();
        } catch (ExecutionException e) {
            staging.delete();
            throw e;
        }
        JSONObject value = new JSONObject();
        value.put("file_name", done.getName());
        value.put("bytes", done.length());
        return WorkResult.inline(value);
    }

    private static File stage(File source, File staging, Progress progress) {
        byte[] buf = new byte[65536];
        try (InputStream in = new FileInputStream(source); OutputStream out = new FileOutputStream(staging)) {
            int n = in.read(buf);
            while (n > 0) {
                progress.checkpoint();
                out.write(buf, 0, n);
                n = in.read(buf);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        progress.advance("Staged");
        return staging;
    }

    private File publish(File staged, File target, long clipId, int requester) {
        if (!exportDir.isDirectory() && !exportDir.mkdirs()) {
            throw new UncheckedIOException(new IOException("exports folder unavailable"));
        }
        if (!staged.renameTo(target)) {
            throw new UncheckedIOException(new IOException("publish failed"));
        }
        media.recordExport("clip", clipId, target.getName(), requester);
        return target;
    }
}
