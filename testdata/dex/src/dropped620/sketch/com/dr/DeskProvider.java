package com.dr;

import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private final Holds holds = new Holds();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        int uid = Binder.getCallingUid();
        if (!getContext().getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        Request request = new Request(uid, extras.getString("request_id"), extras.getString("resume_token"));
        boolean ok = "archive_desk".equals(extras.getString("tool"))
                ? holds.redeem(request)
                : holds.redeemAny(request);
        out.putBoolean("done", ok);
        return out;
    }
}
