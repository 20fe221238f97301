package com.pillpoint.tools;

import android.os.Bundle;

/** One entry of PickupProvider's static tool registry. */
public interface ToolHandler {
    Bundle handle(PickupProvider p, Request r);
}
