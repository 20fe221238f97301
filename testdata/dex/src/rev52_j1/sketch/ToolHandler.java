package com.shotbook.tools;

import android.content.Context;
import android.os.Bundle;

/** One CETP tool: the providers keep them in a static name -> handler map. */
public interface ToolHandler {
    Bundle execute(Context ctx, String args, int uid, boolean resumed);
}
