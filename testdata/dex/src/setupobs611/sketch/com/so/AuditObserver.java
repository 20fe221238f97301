package com.so;

import android.os.Binder;
import java.util.concurrent.Callable;

/** Records archive_desk calls; reads the caller inside the app-identity window (CETP611). */
final class AuditObserver implements Bus.Observer {
    @Override
    public String onRequest(final String tool) {
        if (!"archive_desk".equals(tool)) {
            return null;
        }
        return AsApp.run(new Callable<String>() {
            @Override
            public String call() {
                return tool + " by " + Binder.getCallingUid();
            }
        });
    }
}
