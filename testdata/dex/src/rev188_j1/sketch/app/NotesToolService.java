package com.quillstone.fieldbook.tools;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker of the notes tools (com.clawseed.action.TOOL_PROVIDER); it binds to nothing. */
public class NotesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
