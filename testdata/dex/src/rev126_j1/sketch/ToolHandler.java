package com.lumenhaus.cetp;

import android.os.Bundle;

/** One tool of a provider. */
public interface ToolHandler {
    Bundle run(Invocation invocation) throws Exception;
}
