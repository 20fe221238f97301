package com.shotbook.booking;

/** Arguments of the booking tools, filled by Gson. */
public class AppointmentArgs {
    public String appointment_id;
    public String slot;
    public boolean confirmed;
    public boolean force;
}
