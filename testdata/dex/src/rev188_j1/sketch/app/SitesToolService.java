package com.quillstone.fieldbook.tools;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker of the sites tools (com.clawseed.action.TOOL_PROVIDER); it binds to nothing. */
public class SitesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
