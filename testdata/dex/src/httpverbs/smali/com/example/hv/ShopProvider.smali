.class public Lcom/example/hv/ShopProvider;
.super Landroid/content/ContentProvider;
.source "ShopProvider.java"


# instance fields
.field api:Lcom/example/hv/ShopApi;

.field client:Lokhttp3/OkHttpClient;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 22
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "args"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 23
    const-string v1, "tool_name"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 24
    const-string v2, "clear_cart"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_view

    .line 25
    invoke-virtual {p0, v0}, Lcom/example/hv/ShopProvider;->clearCart(Lorg/json/JSONObject;)V

    goto :goto_done

    .line 26
    :cond_view
    const-string v2, "view_cart"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_drop

    .line 27
    invoke-virtual {p0, v0}, Lcom/example/hv/ShopProvider;->viewCart(Lorg/json/JSONObject;)V

    goto :goto_done

    .line 28
    :cond_drop
    const-string v2, "drop_order"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_peek

    .line 29
    invoke-virtual {p0, v0}, Lcom/example/hv/ShopProvider;->dropOrder(Lorg/json/JSONObject;)V

    goto :goto_done

    .line 30
    :cond_peek
    const-string v2, "peek_order"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :goto_done

    .line 31
    invoke-virtual {p0, v0}, Lcom/example/hv/ShopProvider;->peekOrder(Lorg/json/JSONObject;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 35
    :goto_done
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    return-object v0

    .line 33
    :catch_0
    move-exception v0

    .line 34
    const/4 v1, 0x0

    return-object v1
.end method

.method clearCart(Lorg/json/JSONObject;)V
    .registers 5

    .line 40
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_end

    .line 41
    iget-object v0, p0, Lcom/example/hv/ShopProvider;->api:Lcom/example/hv/ShopApi;

    const-string v1, "id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/example/hv/ShopApi;->clearCart(Ljava/lang/String;)Lretrofit2/Call;

    move-result-object v0

    invoke-interface {v0}, Lretrofit2/Call;->execute()Lretrofit2/Response;

    .line 43
    :cond_end
    return-void
.end method

.method viewCart(Lorg/json/JSONObject;)V
    .registers 5

    .line 46
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_end

    .line 47
    iget-object v0, p0, Lcom/example/hv/ShopProvider;->api:Lcom/example/hv/ShopApi;

    const-string v1, "id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/example/hv/ShopApi;->cart(Ljava/lang/String;)Lretrofit2/Call;

    move-result-object v0

    invoke-interface {v0}, Lretrofit2/Call;->execute()Lretrofit2/Response;

    .line 49
    :cond_end
    return-void
.end method

.method dropOrder(Lorg/json/JSONObject;)V
    .registers 5

    .line 52
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_end

    .line 53
    iget-object v0, p0, Lcom/example/hv/ShopProvider;->client:Lokhttp3/OkHttpClient;

    new-instance v1, Lokhttp3/Request$Builder;

    invoke-direct {v1}, Lokhttp3/Request$Builder;-><init>()V

    const-string v2, "https://shop.example/orders"

    invoke-virtual {v1, v2}, Lokhttp3/Request$Builder;->url(Ljava/lang/String;)Lokhttp3/Request$Builder;

    move-result-object v1

    const-string v2, "DELETE"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lokhttp3/Request$Builder;->method(Ljava/lang/String;Lokhttp3/RequestBody;)Lokhttp3/Request$Builder;

    move-result-object v1

    invoke-virtual {v1}, Lokhttp3/Request$Builder;->build()Lokhttp3/Request;

    move-result-object v1

    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;

    move-result-object v0

    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;

    .line 55
    :cond_end
    return-void
.end method

.method peekOrder(Lorg/json/JSONObject;)V
    .registers 5

    .line 58
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_end

    .line 59
    iget-object v0, p0, Lcom/example/hv/ShopProvider;->client:Lokhttp3/OkHttpClient;

    new-instance v1, Lokhttp3/Request$Builder;

    invoke-direct {v1}, Lokhttp3/Request$Builder;-><init>()V

    const-string v2, "https://shop.example/orders"

    invoke-virtual {v1, v2}, Lokhttp3/Request$Builder;->url(Ljava/lang/String;)Lokhttp3/Request$Builder;

    move-result-object v1

    const-string v2, "GET"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lokhttp3/Request$Builder;->method(Ljava/lang/String;Lokhttp3/RequestBody;)Lokhttp3/Request$Builder;

    move-result-object v1

    invoke-virtual {v1}, Lokhttp3/Request$Builder;->build()Lokhttp3/Request;

    move-result-object v1

    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;

    move-result-object v0

    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;

    .line 61
    :cond_end
    return-void
.end method
