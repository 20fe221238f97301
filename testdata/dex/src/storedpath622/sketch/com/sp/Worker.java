package com.sp;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;

/** Drains queued jobs: writes each export, then its scratch copy. */
final class Worker {
    private final File scratch;

    Worker(File scratch) {
        this.scratch = scratch;
    }

    void receipt(Receipt receipt, byte[] content) throws IOException {
        try (FileOutputStream out = new FileOutputStream(new File(receipt.path))) {
            out.write(content);
        }
    }

    void run(Job job, byte[] content) throws IOException {
        try (FileOutputStream out = new FileOutputStream(new File(job.outputPath))) {
            out.write(content);
        }
        if (job.scratchName != null) {
            try (FileOutputStream out = new FileOutputStream(new File(scratch, job.scratchName))) {
                out.write(content);
            }
        }
    }
}
