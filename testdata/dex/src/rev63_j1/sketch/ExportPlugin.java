package com.cutqueue.plugins;

import android.content.Context;
import com.cutqueue.core.ToolPlugin;
import java.io.File;
import java.io.FileOutputStream;
import org.json.JSONObject;

/** export_job: saves the job's SVG for the cutter's USB stick. */
public class ExportPlugin implements ToolPlugin {
    @Override
    public String name() {
        return "export_job";
    }

    @Override
    public String run(Context ctx, JSONObject args) throws Exception {
        File out = new File(ctx.getFilesDir(), args.getString("file_name"));
        FileOutputStream s = new FileOutputStream(out);
        s.write(args.getString("svg").getBytes());
        s.close();
        return "{\"saved\":true}";
    }
}
