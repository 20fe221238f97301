package com.wrenfield.notes.attachments;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the attachments provider's authority in this service's meta-data. */
public final class AttachmentToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
