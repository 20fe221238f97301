package com.wl;

import android.os.Bundle;

interface Tool {
    Reply run(Bundle args);
}
