package com.quillbin.io;

import java.io.File;
import java.nio.charset.StandardCharsets;

/**
 * Result files kept for the idempotency window under cache/results, one per (caller UID, provider, request id), so
 * that a retried request is answered with the bytes of its first attempt. The file name is a digest of the key.
 */
public final class FileCache {
    private final File dir;
    private final long keepMs;

    public FileCache(File dir, long keepMs) {
        this.dir = dir;
        this.keepMs = keepMs;
    }

    public File slot(int uid, String provider, String requestId, String suffix) {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("result cache folder missing");
        }
        String key = uid + "|" + provider + "|" + requestId;
        return new File(dir, Streams.sha256Hex(key.getBytes(StandardCharsets.UTF_8)) + suffix);
    }

    /** A complete result file still inside the window. */
    public boolean holds(File slot) {
        return slot.isFile() && System.currentTimeMillis() - slot.lastModified() < keepMs;
    }

    /** Deletes results older than the window. */
    public int sweep() {
        File[] all = dir.listFiles();
        if (all == null) {
            return 0;
        }
        int gone = 0;
        long now = System.currentTimeMillis();
        for (File f : all) {
            if (now - f.lastModified() >= keepMs && f.delete()) {
                gone++;
            }
        }
        return gone;
    }
}
