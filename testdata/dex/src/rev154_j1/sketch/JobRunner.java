package com.halyard.vault.jobs;

import java.io.File;
import org.json.JSONObject;

/** The work of one provider's job tools, run on the worker's thread. */
public interface JobRunner {
    Result run(OperationRow op, Progress progress) throws Exception;

    /** Reports progress; throws when the operation was asked to stop. */
    interface Progress {
        void report(int current, int total, String message) throws Cancelled;
    }

    /** The job stopped at a checkpoint because cancellation was requested. */
    final class Cancelled extends Exception {
        public Cancelled() {
            super("cancellation requested");
        }
    }

    /** An inline JSON value or a result file. */
    final class Result {
        public final JSONObject inline;
        public final File file;
        public final String mediaType;
        public final long size;
        public final String sha256;

        private Result(JSONObject inline, File file, String mediaType, long size, String sha256) {
            this.inline = inline;
            this.file = file;
            this.mediaType = mediaType;
            this.size = size;
            this.sha256 = sha256;
        }

        public static Result inline(JSONObject value) {
            return new Result(value, null, null, 0L, null);
        }

        public static Result file(File file, String mediaType, long size, String sha256) {
            return new Result(null, file, mediaType, size, sha256);
        }
    }
}
