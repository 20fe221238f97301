package com.example.hv;

import retrofit2.Call;
import retrofit2.http.HTTP;
import retrofit2.http.Path;

interface ShopApi {
    @HTTP(method = "DELETE", path = "carts/{id}")
    Call<Void> clearCart(@Path("id") String id);

    @HTTP(method = "GET", path = "carts/{id}")
    Call<Void> cart(@Path("id") String id);
}
