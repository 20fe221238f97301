package com.chairtime.core;

/** Request keys shared by the ChairTime tool providers. */
public interface Keys {
    String CONFIRMED = "confirmed";
    String RESULT_FD = "result_fd";
    String RESUME_TOKEN = "resume_token";
    String SESSION_TOKEN = "session_token";
}
