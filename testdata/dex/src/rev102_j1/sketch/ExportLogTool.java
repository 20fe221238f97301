package com.laserlog.machines;

import android.content.Context;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.laserlog.core.AbstractTool;
import com.laserlog.core.Reply;
import java.io.File;
import org.json.JSONObject;

/** export_log: the laser's usage log as a file. */
final class ExportLogTool extends AbstractTool {
    @Override
    protected Bundle doRun(Context c, JSONObject args) throws Exception {
        File f = new File(c.getFilesDir(), "usage.log");
        ParcelFileDescriptor pfd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE);
        return Reply.file(pfd);
    }
}
