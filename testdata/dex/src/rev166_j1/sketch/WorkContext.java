package com.lumenframe.studio.ops;

import java.io.File;
import org.json.JSONObject;

/** Everything a worker may use: the parsed args, its progress, its scratch directory, and the caller's UID as call() captured it. */
public final class WorkContext {
    public final String operationId;
    public final JSONObject args;
    public final Progress progress;
    public final File workDir;
    public final int callerUid;

    WorkContext(String operationId, JSONObject args, Progress progress, File workDir, int callerUid) {
        this.operationId = operationId;
        this.args = args;
        this.progress = progress;
        this.workDir = workDir;
        this.callerUid = callerUid;
    }
}
