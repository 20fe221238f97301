.class public final Lkotlinx/serialization/json/JsonKt;
.super Ljava/lang/Object;
.source "Json.kt"


.method public static final Json(Lkotlinx/serialization/json/Json;Lkotlin/jvm/functions/Function1;)Lkotlinx/serialization/json/Json;
    .registers 6
    const-string v1, "from"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "builderAction"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Lkotlinx/serialization/json/JsonBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonBuilder;-><init>()V
    move-object v3, v0
    .line 22
    invoke-interface {v5, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 23
    new-instance v0, Lkotlinx/serialization/json/JsonImpl;
    invoke-virtual {v3}, Lkotlinx/serialization/json/JsonBuilder;->getIgnoreUnknownKeys()Z
    move-result v2
    invoke-direct {v0, v2}, Lkotlinx/serialization/json/JsonImpl;-><init>(Z)V
    check-cast v0, Lkotlinx/serialization/json/Json;
    return-object v0
.end method

.method public static synthetic Json$default(Lkotlinx/serialization/json/Json;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/serialization/json/Json;
    .registers 6
    .line 20
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L13
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    check-cast v0, Lkotlinx/serialization/json/Json;
    move-object v2, v0
    :L13
    invoke-static {v2, v3}, Lkotlinx/serialization/json/JsonKt;->Json(Lkotlinx/serialization/json/Json;Lkotlin/jvm/functions/Function1;)Lkotlinx/serialization/json/Json;
    move-result-object v0
    return-object v0
.end method

