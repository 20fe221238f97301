package com.spokeshop.repairs;

import com.google.gson.annotations.SerializedName;

/** execute_tool args of the repair tools, as Gson reads them. */
public class RepairRequest {
    @SerializedName("repair_id")
    public String repairId;
    @SerializedName("bike_id")
    public String bikeId;
    @SerializedName("issue")
    public String issue;
    @SerializedName("text")
    public String text;
    @SerializedName("confirmed")
    public boolean confirmed;
    @SerializedName("caller_package")
    public String callerPackage;
}
