package com.quillmark.docs.documents;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service whose meta-data names the documents provider's authority. */
public final class DocumentsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
