package com.spokeshop.rentals;

import com.google.gson.annotations.SerializedName;

/** execute_tool args of the rental tools, as Gson reads them. */
public class RentalRequest {
    @SerializedName("bike_id")
    public String bikeId;
    @SerializedName("text")
    public String text;
    @SerializedName("confirmed")
    public boolean confirmed;
}
