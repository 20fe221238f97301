package com.wr;

import android.os.Bundle;

/** One tool of the hub. */
interface Tool {
    Reply run(Bundle args);
}
