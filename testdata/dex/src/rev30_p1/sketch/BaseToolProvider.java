package com.example.r30p1;

import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import java.util.Arrays;
import java.util.HashSet;

public abstract class BaseToolProvider extends CetpV2ContentProvider {
    private final AccessPolicy policy = new ScopePolicy(new HashSet<>(Arrays.asList("tasks.read", "tasks.write")));
    private CetpMutationExecutor executor;

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return policy.check(request);
    }

    @Override
    public synchronized CetpMutationExecutor getMutationExecutor() {
        if (executor == null) {
            executor = new JournalExecutor(getContext().openOrCreateDatabase("journal.db", 0, null));
        }
        return executor;
    }
}
