# The companion object of DeleteArgs (DeleteArgs.kt:4-7).
.class public final Lcom/example/ao/DeleteArgs$Companion;
.super Ljava/lang/Object;
.source "DeleteArgs.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/ao/DeleteArgs$Companion;-><init>()V
    return-void
.end method

.method public final fromJson(Lorg/json/JSONObject;)Lcom/example/ao/DeleteArgs;
    .locals 3
    const-string v0, "o"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    new-instance v0, Lcom/example/ao/DeleteArgs;
    const-string v1, "id"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "getString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "confirmed"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    invoke-direct {v0, v1, p1}, Lcom/example/ao/DeleteArgs;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method
