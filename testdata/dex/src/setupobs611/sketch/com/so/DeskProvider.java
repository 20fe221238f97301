package com.so;

import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private final Bus bus = new Bus();

    {
        bus.subscribe(new LogObserver());
    }

    @Override
    public boolean onCreate() {
        bus.subscribe(new AuditObserver());
        bus.subscribe(new ExportObserver());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if ("list_tools".equals(method)) {
            out.putString("tools", "[archive_desk, export_desk]");
            return out;
        }
        if ("execute_tool".equals(method) && extras != null) {
            out.putString("result", bus.publish(extras.getString("tool")));
            return out;
        }
        out.putString("error_code", "METHOD_NOT_FOUND");
        return out;
    }
}
