.class public final Lcom/example/r32k1/RequestRide;
.super Ljava/lang/Object;
.source "RideTool.kt"

# interfaces
.implements Lcom/example/r32k1/RideTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRideTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RideTool.kt\ncom/example/r32k1/RequestRide\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,118:1\n1#2:119\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k1/RequestRide;

.field private static final REQUEST_CODE:I = 0x1


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/RequestRide;
    invoke-direct {v0}, Lcom/example/r32k1/RequestRide;-><init>()V
    sput-object v0, Lcom/example/r32k1/RequestRide;->INSTANCE:Lcom/example/r32k1/RequestRide;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 45
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
    instance-of v1, p1, Lcom/example/r32k1/RequestRide;
    if-nez v1, :cond_a
    const/4 v1, 0x0
    return v1
    :cond_a
    check-cast p1, Lcom/example/r32k1/RequestRide;
    return v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 47
    const-string v0, "request_ride"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x89cde1
    return v0
.end method

.method public run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    .registers 11
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "pickup"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 51
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "dropoff"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 52
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    if-eqz v2, :cond_0
    const/4 v4, 0x0
    .line 119
    .local v4, "$i$a$-let-RequestRide$run$confirmed$1":I
    .line 52
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result v5
    invoke-static {v2, v5}, Lcom/example/r32k1/Resumes;->consume(Ljava/lang/String;I)Z
    move-result v2
    .end local v4    # "$i$a$-let-RequestRide$run$confirmed$1":I
    goto :goto_0
    :cond_0
    move v2, v3
    .line 53
    :goto_0
    if-nez v2, :cond_1
    .line 54
    new-instance v2, Landroid/content/Intent;
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v4
    const-class v5, Lcom/example/r32k1/ConfirmActivity;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v2
    .local v4, "$this$run_u24lambda_u241":Landroid/content/Intent;
    const/4 v5, 0x0
    .line 55
    .local v5, "$i$a$-apply-RequestRide$run$sheet$1":I
    const-string v6, "wayfare.action"
    sget-object v7, Lcom/example/r32k1/RequestRide;->INSTANCE:Lcom/example/r32k1/RequestRide;
    invoke-virtual {v7}, Lcom/example/r32k1/RequestRide;->getName()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v4, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 56
    const-string v6, "wayfare.ride"
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    const-string v8, " to "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v4, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 57
    nop
    .end local v4    # "$this$run_u24lambda_u241":Landroid/content/Intent;
    .end local v5    # "$i$a$-apply-RequestRide$run$sheet$1":I
    .line 58
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v4
    const/4 v5, 0x1
    const/high16 v6, 0xc000000
    invoke-static {v4, v2, v5, v6}, Lcom/example/r32k1/BundlesKt;->resolution(Landroid/content/Context;Landroid/content/Intent;II)Landroid/app/PendingIntent;
    move-result-object v2
    .line 59
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result p1
    invoke-static {p1}, Lcom/example/r32k1/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string v0, "issue(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v2, p1}, Lcom/example/r32k1/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 61
    :cond_1
    sget-object p1, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, v0, v1}, Lcom/example/r32k1/RideStore;->book(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "RequestRide"
    return-object v0
.end method
