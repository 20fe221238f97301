package app.hearthlink.di;

import app.hearthlink.core.AuditTask;
import app.hearthlink.core.HubStore;
import javax.inject.Provider;

/** Assisted factory: the store comes from the container, the rest from the caller. */
public final class AuditTask_Factory {
    private final Provider<HubStore> storeProvider;

    public AuditTask_Factory(Provider<HubStore> storeProvider) {
        this.storeProvider = storeProvider;
    }

    public AuditTask create(Provider<Integer> caller, String tool, String requestId) {
        return new AuditTask(storeProvider.get(), caller, tool, requestId);
    }
}
