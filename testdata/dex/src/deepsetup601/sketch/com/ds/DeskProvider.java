package com.ds;

import android.app.PendingIntent;
import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private Services services;

    @Override
    public boolean onCreate() {
        services = new Services(getContext());
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
            Object answer = services.handle(extras.getString("tool"));
            if (answer instanceof PendingIntent) {
                out.putString("status", "confirmation_required");
                out.putParcelable("resolution", (PendingIntent) answer);
            } else {
                out.putString("error_code", "TOOL_NOT_FOUND");
            }
            return out;
        }
        out.putString("error_code", "METHOD_NOT_FOUND");
        return out;
    }
}
