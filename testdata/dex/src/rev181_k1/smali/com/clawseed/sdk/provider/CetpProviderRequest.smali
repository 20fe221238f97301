.class public final Lcom/clawseed/sdk/provider/CetpProviderRequest;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsText:Ljava/lang/String;

.field public final callerUid:I

.field public final capabilities:Ljava/util/Set;

.field public final deadlineAtMs:J

.field public final extras:Landroid/os/Bundle;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Lcom/clawseed/sdk/provider/CetpProviderTool;


# direct methods
.method public constructor <init>(ILjava/lang/String;JLcom/clawseed/sdk/provider/CetpProviderTool;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/util/Set;Landroid/os/Bundle;)V
    .registers 12

    const-string v0, "requestId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsText"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 93
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 94
    iput p1, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    .line 95
    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    .line 96
    iput-wide p3, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->deadlineAtMs:J

    .line 97
    iput-object p5, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    .line 98
    iput-object p6, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->argsText:Ljava/lang/String;

    .line 99
    iput-object p7, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    .line 100
    iput-object p8, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    .line 101
    iput-object p9, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->capabilities:Ljava/util/Set;

    .line 102
    iput-object p10, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->extras:Landroid/os/Bundle;

    .line 93
    return-void
.end method


# virtual methods
.method public final getAsyncAllowed()Z
    .registers 3

    .line 105
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getExpired()Z
    .registers 5

    .line 104
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
