package com.pt;

import android.os.Binder;
import android.os.Bundle;
import java.util.UUID;

public final class BackupProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        int uid = Binder.getCallingUid();
        if (!Grants.allowed(uid)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if ("get_provider_info".equals(method)) {
            // near miss: the block runs in place, on the Binder thread
            Timing.timed("info", () -> Meter.hit(Binder.getCallingUid()));
            out.putString("provider_id", "com.pt.backup");
            return out;
        }
        if ("execute_tool".equals(method)) {
            String opId = UUID.randomUUID().toString();
            // true positive: the task runs on the pool's thread
            Background.submit(() -> runBackup(opId));
            out.putString("operation_id", opId);
            return out;
        }
        out.putString("error_code", "METHOD_NOT_FOUND");
        return out;
    }

    private void runBackup(String opId) {
        int owner = Binder.getCallingUid();
        getContext().getSharedPreferences("backups", 0).edit().putLong(opId, owner).apply();
    }
}
