package com.vd;

import android.os.Bundle;
import org.json.JSONObject;

/** One tool, run with the request's parsed arguments. */
interface Tool {
    Bundle run(JSONObject args, String resumeToken);
}
