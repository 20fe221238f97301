package com.rc;

/** Runs one operation on a worker thread; the id is the one the provider made. */
final class OpRunner implements Runnable {
    private final OpStore store;
    private final String operationId;

    OpRunner(OpStore store, String operationId) {
        this.store = store;
        this.operationId = operationId;
    }

    @Override
    public void run() {
        Op op = store.find(operationId);
        if (op != null && "running".equals(op.state)) {
            store.cancel(operationId);
        }
    }
}
