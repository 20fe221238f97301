package com.keydrop.tools;

import android.os.Bundle;

public interface ToolHandler {
    Bundle handle(BaseToolProvider p, Request r);
}
