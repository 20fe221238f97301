package com.example.hdd;

import android.content.Context;
import android.os.Bundle;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;

// start_export: running jobs by request id, so cancel_operation can find the
// thread. A cancellation registry, not deduplication: nothing branches on put.
final class ExportJobs {
    private static final ConcurrentHashMap<String, Thread> running = new ConcurrentHashMap<>();

    private ExportJobs() {
    }

    static Bundle start(Context ctx, String requestId, String format) {
        Thread t = new Thread(() -> export(ctx, requestId, format), "export");
        running.put(requestId, t);
        t.start();
        return Replies.success(requestId, "{\"started\":true}");
    }

    static Bundle cancel(String requestId) {
        Thread t = running.remove(requestId);
        if (t != null) {
            t.interrupt();
        }
        return Replies.success(requestId, "{\"state\":\"cancellation_requested\"}");
    }

    private static void export(Context ctx, String requestId, String format) {
        try {
            writeCsv(new File(ctx.getCacheDir(), "export." + format));
        } catch (IOException e) {
            // the export is best effort; the file stays partial
        } finally {
            running.remove(requestId);
        }
    }

    private static void writeCsv(File file) throws IOException {
        FileOutputStream out = new FileOutputStream(file);
        try {
            out.write("id,body\n".getBytes(StandardCharsets.UTF_8));
        } finally {
            out.close();
        }
    }
}
