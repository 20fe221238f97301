package app.hearthlink.core;

import javax.inject.Provider;

/** Writes one audit row, off the Binder thread. */
public final class AuditTask implements Runnable {
    private final HubStore store;
    private final Provider<Integer> caller;
    private final String tool;
    private final String requestId;

    public AuditTask(HubStore store, Provider<Integer> caller, String tool, String requestId) {
        this.store = store;
        this.caller = caller;
        this.tool = tool;
        this.requestId = requestId;
    }

    @Override
    public void run() {
        store.audit(caller.get(), tool, requestId);
    }
}
