package com.so;

import android.os.Binder;
import java.util.concurrent.Callable;

/** Records export_desk calls with the caller read before the window opens (silent). */
final class ExportObserver implements Bus.Observer {
    @Override
    public String onRequest(final String tool) {
        if (!"export_desk".equals(tool)) {
            return null;
        }
        final int uid = Binder.getCallingUid();
        return AsApp.run(new Callable<String>() {
            @Override
            public String call() {
                return tool + " by " + uid;
            }
        });
    }
}
