package com.laserlog.core;

import android.content.Context;
import android.os.Bundle;
import org.json.JSONObject;

/** One tool of LaserLog: the command pattern the booking and machine providers register by name. */
public interface Command {
    Bundle execute(Context c, JSONObject args) throws Exception;
}
