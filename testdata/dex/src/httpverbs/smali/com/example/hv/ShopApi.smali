.class interface abstract Lcom/example/hv/ShopApi;
.super Ljava/lang/Object;
.source "ShopApi.java"


# virtual methods
.method public abstract cart(Ljava/lang/String;)Lretrofit2/Call;
    .param p1    # Ljava/lang/String;
        .annotation runtime Lretrofit2/http/Path;
            value = "id"
        .end annotation
    .end param
    .annotation runtime Lretrofit2/http/HTTP;
        method = "GET"
        path = "carts/{id}"
    .end annotation
.end method

.method public abstract clearCart(Ljava/lang/String;)Lretrofit2/Call;
    .param p1    # Ljava/lang/String;
        .annotation runtime Lretrofit2/http/Path;
            value = "id"
        .end annotation
    .end param
    .annotation runtime Lretrofit2/http/HTTP;
        method = "DELETE"
        path = "carts/{id}"
    .end annotation
.end method
