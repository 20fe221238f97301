package com.tallycrate.io;

import java.io.File;
import java.nio.charset.StandardCharsets;

/**
 * Result files kept for the idempotency window, one per (caller, provider, request id), so that a retried request
 * gets the very bytes its first attempt produced. Names are digests: request ids never become paths.
 */
public final class FileCache {
    private final File dir;
    private final long ttlMs;

    public FileCache(File dir, long ttlMs) {
        this.dir = dir;
        this.ttlMs = ttlMs;
    }

    public File slot(int uid, String provider, String requestId, String extension) {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("no cache folder");
        }
        String key = uid + "\n" + provider + "\n" + requestId;
        return new File(dir, Streams.sha256Hex(key.getBytes(StandardCharsets.UTF_8)) + extension);
    }

    /** True when the slot holds a complete file younger than the window. */
    public boolean fresh(File slot) {
        return slot.isFile() && System.currentTimeMillis() - slot.lastModified() < ttlMs;
    }

    /** Removes what is older than the window; returns how many files went. */
    public int sweep() {
        File[] files = dir.listFiles();
        int removed = 0;
        if (files == null) {
            return 0;
        }
        for (File f : files) {
            if (System.currentTimeMillis() - f.lastModified() >= ttlMs && f.delete()) {
                removed++;
            }
        }
        return removed;
    }
}
