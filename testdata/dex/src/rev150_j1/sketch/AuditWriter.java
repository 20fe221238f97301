package com.kestrel.ledger.data;

import android.util.Log;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tools' audit trail: one line per execution, appended to the day's file by a single background thread so that
 * call() never waits for the disk. Lines carry no arguments or results.
 */
public final class AuditWriter {
    private static final String TAG = "KestrelAudit";

    private final File dir;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(job -> {
        Thread thread = new Thread(job, "kestrel-audit");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong sequence = new AtomicLong();

    public AuditWriter(File dir) {
        this.dir = dir;
    }

    /** uid is the caller's, as call() read it; everything is copied before the write is queued. */
    public void record(int uid, String caller, String provider, String tool, String requestId, String outcome) {
        long seq = sequence.incrementAndGet();
        long at = System.currentTimeMillis();
        String line = seq + "\t" + Instant.ofEpochMilli(at) + "\t" + uid + "\t" + caller + "\t" + provider + "\t"
                + tool + "\t" + requestId + "\t" + outcome + "\n";
        writer.execute(() -> append(LocalDate.now(ZoneOffset.UTC) + ".log", line));
    }

    void append(String fileName, String line) {
        FileOutputStream out = null;
        try {
            out = new FileOutputStream(new File(dir, fileName), true);
            out.write(line.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            Log.w(TAG, "audit line lost", e);
        } finally {
            if (out != null) {
                try {
                    out.close();
                } catch (IOException ignored) {
                    // nothing more to do for a log line
                }
            }
        }
    }
}
