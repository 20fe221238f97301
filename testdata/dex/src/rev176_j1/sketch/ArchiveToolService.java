package com.quillmark.docs.archive;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service whose meta-data names the archive provider's authority. */
public final class ArchiveToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
