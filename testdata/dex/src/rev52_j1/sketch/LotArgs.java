package com.shotbook.clinic;

/** Arguments of the clinic tools, filled by Gson. */
public class LotArgs {
    public String lot;
    public String patient;
}
