package com.verdant.garden.cetp;

import android.os.Bundle;
import java.util.function.Function;

/** Runs a mutating tool at most once per (UID, provider, request_id) and answers retries with the stored outcome. */
public interface MutationExecutor {
    Bundle execute(ProviderRequest request, Function<ProviderRequest, Bundle> mutation);
}
