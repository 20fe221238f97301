package com.laserlog.machines;

import android.content.pm.PackageManager;
import android.os.Bundle;
import android.util.Base64;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;

/** Machine tools: one package per UID, signed with the makerspace's certificate. */
final class AuthInterceptor implements Interceptor {
    static final byte[] SPACE_CERT = Base64.decode("Lz3kQ8vN1pX6rT0yW4eB7mC2sD9fG5hJ8kL1zA3xV6c=", Base64.DEFAULT);

    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        PackageManager pm = req.ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(req.uid);
        if (pkgs == null || pkgs.length != 1
                || !pm.hasSigningCertificate(req.uid, SPACE_CERT, PackageManager.CERT_INPUT_SHA256)) {
            return Reply.error("PERMISSION_DENIED", "caller not allowed");
        }
        return chain.proceed(req);
    }
}
