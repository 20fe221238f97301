package com.dd;

import android.os.Bundle;

/** What a provider does with an execute_tool the shared host has parsed. */
interface Desk {
    Bundle submit(Bundle request);
}
