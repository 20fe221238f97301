package com.tb;

/** The events the desk's read tools publish. */
final class Events {
    private Events() {}

    static final class AlertsShown {
        final String room;

        AlertsShown(String room) {
            this.room = room;
        }
    }

    static final class DeviceShown {
        final String deviceId;

        DeviceShown(String deviceId) {
            this.deviceId = deviceId;
        }
    }
}
