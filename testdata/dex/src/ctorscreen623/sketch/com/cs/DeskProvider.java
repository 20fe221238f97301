package com.cs;

import android.content.ComponentName;
import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.Base64;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private final SecureRandom random = new SecureRandom();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().encodeToString(raw);
        if (extras.getString("tool") == null) {
            // an error outcome: no screen to open
            return Replies.reply(getContext(), new Outcome("INVALID_ARGS", null, null));
        }
        if ("wipe_desk".equals(extras.getString("tool"))) {
            // the wipe screen never finishes: the Consumer waits forever (CETP623)
            return Replies.reply(getContext(), new Outcome("USER_ACTION_REQUIRED",
                    new ComponentName(getContext(), WipeActivity.class), token));
        }
        // the export screen, named by package and class name, finishes with a result
        return Replies.reply(getContext(), new Outcome("USER_ACTION_REQUIRED",
                new ComponentName(getContext().getPackageName(), ExportActivity.class.getName()), token));
    }
}
