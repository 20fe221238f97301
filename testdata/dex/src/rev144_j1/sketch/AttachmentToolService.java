package com.ferncastle.media;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the manifest's TOOL_PROVIDER entry for the attachments' authority. */
public final class AttachmentToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
