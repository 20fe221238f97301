.class public final Lcom/example/r32k1/RideStatus;
.super Ljava/lang/Object;
.source "RideTool.kt"

# interfaces
.implements Lcom/example/r32k1/RideTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRideTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RideTool.kt\ncom/example/r32k1/RideStatus\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,118:1\n1#2:119\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k1/RideStatus;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/RideStatus;
    invoke-direct {v0}, Lcom/example/r32k1/RideStatus;-><init>()V
    sput-object v0, Lcom/example/r32k1/RideStatus;->INSTANCE:Lcom/example/r32k1/RideStatus;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4
    const/4 v0, 0x1
    if-ne p0, p1, :cond_4
    return v0
    :cond_4
    instance-of v1, p1, Lcom/example/r32k1/RideStatus;
    if-nez v1, :cond_a
    const/4 v1, 0x0
    return v1
    :cond_a
    check-cast p1, Lcom/example/r32k1/RideStatus;
    return v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 32
    const-string v0, "get_ride_status"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x51f2d5ee
    return v0
.end method

.method public run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "ride_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 37
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object p1
    const-string v1, "force_refresh"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    .line 38
    :try_start_0
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v1, p0
    check-cast v1, Lcom/example/r32k1/RideStatus;
    .local v1, "$this$run_u24lambda_u240":Lcom/example/r32k1/RideStatus;
    const/4 v2, 0x0
    .line 119
    .local v2, "$i$a$-runCatching-RideStatus$run$status$1":I
    .line 38
    sget-object v3, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3, v0, p1}, Lcom/example/r32k1/RideStore;->status(Ljava/lang/String;Z)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v1    # "$this$run_u24lambda_u240":Lcom/example/r32k1/RideStatus;
    .end local v2    # "$i$a$-runCatching-RideStatus$run$status$1":I
    goto :goto_0
    :catchall_0
    move-exception p1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    .line 39
    :goto_0
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :cond_0
    const/4 v1, 0x0
    .line 119
    .local v1, "$i$a$-onFailure-RideStatus$run$status$2":I
    .line 39
    const-string v2, "WayfareTools"
    const-string v3, "status lookup failed"
    invoke-static {v2, v3, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .end local v1    # "$i$a$-onFailure-RideStatus$run$status$2":I
    .line 40
    :cond_0
    invoke-static {p1}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    const/4 p1, 0x0
    :cond_1
    check-cast p1, Ljava/lang/String;
    if-nez p1, :cond_2
    const-string p1, "UNAVAILABLE"
    const-string v0, "ride service unavailable"
    invoke-static {p1, v0}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "error(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 41
    :cond_2
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "RideStatus"
    return-object v0
.end method
