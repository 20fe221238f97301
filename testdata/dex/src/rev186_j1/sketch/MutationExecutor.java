package com.tallyworks.stockroom.cetp;

import android.os.Bundle;

/** Runs a mutation once per (UID, provider, request_id) and replays its terminal outcome (§6). */
public interface MutationExecutor {

    interface Mutation {
        Bundle run() throws Exception;
    }

    Bundle execute(String providerId, ToolCall call, ToolSpec tool, Mutation work) throws Exception;
}
