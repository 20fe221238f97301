package com.keyholder.cetp;

import android.os.Binder;
import com.keyholder.data.CetpDao;
import java.util.concurrent.Executor;
import javax.inject.Inject;
import javax.inject.Named;
import javax.inject.Singleton;

/** Audit rows for every execute_tool, written on the io executor so the Binder call returns at once. */
@Singleton
public class AuditLog {
    private final CetpDao dao;
    private final Executor io;

    @Inject
    public AuditLog(CetpDao dao, @Named("io") Executor io) {
        this.dao = dao;
        this.io = io;
    }

    /** For a caller whose UID the provider read on the Binder thread. */
    public void record(int uid, String providerId, String tool, String requestId, String outcome) {
        CetpDao dao = this.dao;
        io.execute(() -> dao.audit(uid, providerId, tool, requestId, outcome, System.currentTimeMillis()));
    }

    /** For "the current caller". */
    public void recordCaller(String providerId, String tool, String requestId, String outcome) {
        CetpDao dao = this.dao;
        io.execute(() -> dao.audit(Binder.getCallingUid(), providerId, tool, requestId, outcome,
                System.currentTimeMillis()));
    }
}
