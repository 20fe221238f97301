package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ToolHandler;
import java.io.File;
import java.io.FileNotFoundException;
import org.json.JSONObject;

public class ExportReceiptsTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) throws FileNotFoundException {
        File f = new File(ctx.getCacheDir(), "receipts.json");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
        Bundle b = Replies.file();
        b.putParcelable("result_fd", fd);
        return b;
    }
}
