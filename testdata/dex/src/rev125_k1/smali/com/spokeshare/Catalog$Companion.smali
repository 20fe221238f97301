.class public final Lcom/spokeshare/Catalog$Companion;
.super Ljava/lang/Object;
.source "Catalog.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/Catalog$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getBIKES()Lcom/spokeshare/Catalog;
    .registers 2
    .line 27
    invoke-static {}, Lcom/spokeshare/Catalog;->access$getBIKES$cp()Lcom/spokeshare/Catalog;
    move-result-object v0
    return-object v0
.end method

.method public final getWALLET()Lcom/spokeshare/Catalog;
    .registers 2
    .line 42
    invoke-static {}, Lcom/spokeshare/Catalog;->access$getWALLET$cp()Lcom/spokeshare/Catalog;
    move-result-object v0
    return-object v0
.end method

.method public final limits()Lorg/json/JSONObject;
    .registers 4
    .line 21
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 22
    const-string v1, "max_request_bytes"
    const/high16 v2, 0x10000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 23
    const-string v1, "max_inline_result_bytes"
    const/high16 v2, 0x40000
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 24
    const-string v1, "max_concurrent_requests"
    const/4 v2, 0x4
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    .line 25
    const-string v1, "idempotency_window_seconds"
    const v2, 0x15180
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
