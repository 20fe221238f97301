package com.trailmark.io;

import java.io.File;
import java.nio.charset.StandardCharsets;

/**
 * Result files kept under cache/results for the idempotency window, one per (caller UID, provider, request id): a
 * retried request finds the bytes of its first attempt. File names are SHA-256 digests of that key.
 */
public final class ResultCache {
    private final File dir;
    private final long ttlMs;

    public ResultCache(File dir, long ttlMs) {
        this.dir = dir;
        this.ttlMs = ttlMs;
    }

    /** The file that holds (or will hold) the result of one request. */
    public File slot(int uid, String provider, String requestId, String extension) {
        String key = uid + "\n" + provider + "\n" + requestId;
        return named(Copy.sha256Hex(key.getBytes(StandardCharsets.UTF_8)) + extension);
    }

    /** A slot by its stored file name; only names that slot() produces are accepted. */
    public File named(String name) {
        if (!name.matches("[0-9a-f]{64}\\.[a-z]{2,4}")) {
            throw new IllegalArgumentException("not a result file name");
        }
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("result cache folder missing");
        }
        return new File(dir, name);
    }

    /** True when the slot holds a finished result that is still inside the window. */
    public boolean fresh(File slot) {
        return slot.isFile() && System.currentTimeMillis() - slot.lastModified() < ttlMs;
    }

    /** Removes results that have outlived the window; returns how many went. */
    public int sweep() {
        File[] files = dir.listFiles();
        int removed = 0;
        long now = System.currentTimeMillis();
        for (int i = 0; files != null && i < files.length; i++) {
            if (now - files[i].lastModified() >= ttlMs && files[i].delete()) {
                removed++;
            }
        }
        return removed;
    }
}
