# The companion object of PurgeArgs (PurgeArgs.kt:4-7).
.class public final Lcom/example/ao/PurgeArgs$Companion;
.super Ljava/lang/Object;
.source "PurgeArgs.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/ao/PurgeArgs$Companion;-><init>()V
    return-void
.end method

.method public final parse(Ljava/lang/String;)Lcom/example/ao/PurgeArgs;
    .locals 2
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    new-instance v0, Lcom/example/ao/PurgeArgs;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p1, "owner"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "getString(...)"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, p1}, Lcom/example/ao/PurgeArgs;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
