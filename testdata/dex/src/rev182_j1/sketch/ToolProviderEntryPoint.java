package com.ridgeway.doorhub.di;

import com.ridgeway.doorhub.camera.CameraToolProvider;
import com.ridgeway.doorhub.locks.LockToolProvider;

/** Entry point the tool providers use from onCreate: they cannot be constructor-injected by the platform. */
public interface ToolProviderEntryPoint {
    void inject(LockToolProvider provider);

    void inject(CameraToolProvider provider);
}
