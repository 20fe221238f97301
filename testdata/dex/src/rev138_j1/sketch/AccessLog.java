package com.trailmark.io;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/** Redacted audit events (spec 7.2): one line per served file or decision, in files/access.log. */
public final class AccessLog {
    private final File file;

    public AccessLog(File file) {
        this.file = file;
    }

    public synchronized void record(int uid, String tool, String requestId, String what) {
        String line = Instant.now() + " uid=" + uid + " tool=" + tool + " request=" + requestId + " " + what + "\n";
        try (OutputStream out = new FileOutputStream(file, true)) {
            out.write(line.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // an audit line that cannot be written is dropped; serving goes on
        }
    }
}
