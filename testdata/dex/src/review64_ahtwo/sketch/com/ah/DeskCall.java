package com.ah;

import android.os.Bundle;

/** One execute_tool call: who is calling (from the platform) and what it asks for (from the request). */
final class DeskCall {
    final int uid;
    final String callerPackage;
    final String tool;
    final String sessionToken;

    DeskCall(int uid, String callerPackage, Bundle extras) {
        this.uid = uid;
        this.callerPackage = callerPackage;
        this.tool = extras.getString("tool_name");
        this.sessionToken = extras.getString("session_token");
    }
}
