package com.sp;

/** One queued export; the worker writes its output where the job says. */
final class Job {
    final String id;
    String outputPath;
    String scratchName;

    Job(String id) {
        this.id = id;
    }
}
