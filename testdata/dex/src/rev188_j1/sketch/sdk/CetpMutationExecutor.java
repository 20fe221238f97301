package com.clawseed.tools.provider;

import android.os.Bundle;

import java.util.concurrent.Callable;

/** The SDK's durable mutation executor hook (kept by the SDK's consumer ProGuard rules). */
public interface CetpMutationExecutor {
    /**
     * Runs one mutation at most once per (uid, providerId, requestId) and returns its recorded outcome; null when
     * the request id was already used for another tool or other arguments.
     */
    Bundle execute(int uid, String providerId, String requestId, String toolName, String argsJson,
            Callable<Bundle> mutation) throws Exception;
}
