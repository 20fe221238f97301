.class public final Lcom/example/r32k1/CancelRide;
.super Ljava/lang/Object;
.source "RideTool.kt"

# interfaces
.implements Lcom/example/r32k1/RideTool;


# static fields
.field public static final INSTANCE:Lcom/example/r32k1/CancelRide;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/CancelRide;
    invoke-direct {v0}, Lcom/example/r32k1/CancelRide;-><init>()V
    sput-object v0, Lcom/example/r32k1/CancelRide;->INSTANCE:Lcom/example/r32k1/CancelRide;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 65
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
    instance-of v1, p1, Lcom/example/r32k1/CancelRide;
    if-nez v1, :cond_a
    const/4 v1, 0x0
    return v1
    :cond_a
    check-cast p1, Lcom/example/r32k1/CancelRide;
    return v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 66
    const-string v0, "cancel_ride"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, 0x7edadd9a
    return v0
.end method

.method public run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    .registers 11
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "ride_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 70
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r32k1/BundlesKt;->getUserConfirmed(Lorg/json/JSONObject;)Z
    move-result v1
    if-nez v1, :cond_0
    .line 71
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/r32k1/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v2, v1
    .local v2, "$this$run_u24lambda_u240":Landroid/content/Intent;
    const/4 v3, 0x0
    .line 72
    .local v3, "$i$a$-apply-CancelRide$run$sheet$1":I
    const-string v4, "wayfare.action"
    sget-object v5, Lcom/example/r32k1/CancelRide;->INSTANCE:Lcom/example/r32k1/CancelRide;
    invoke-virtual {v5}, Lcom/example/r32k1/CancelRide;->getName()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v2, v4, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 73
    const-string v4, "wayfare.ride"
    invoke-virtual {v2, v4, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 74
    nop
    .end local v2    # "$this$run_u24lambda_u240":Landroid/content/Intent;
    .end local v3    # "$i$a$-apply-CancelRide$run$sheet$1":I
    .line 75
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v3
    move-object v4, v1
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x6
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r32k1/BundlesKt;->resolution$default(Landroid/content/Context;Landroid/content/Intent;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result p1
    invoke-static {p1}, Lcom/example/r32k1/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string v1, "issue(...)"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/r32k1/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 77
    :cond_0
    sget-object p1, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, v0}, Lcom/example/r32k1/RideStore;->cancel(Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_1
    const-string p1, "CONFLICT"
    const-string v0, "ride can no longer be cancelled"
    invoke-static {p1, v0}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "error(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 78
    :cond_1
    const-string p1, "{\"cancelled\":true}"
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "CancelRide"
    return-object v0
.end method
