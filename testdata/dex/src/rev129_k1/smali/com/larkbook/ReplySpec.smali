.class public final Lcom/larkbook/ReplySpec;
.super Ljava/lang/Object;
.source "Dsl.kt"

# instance fields
.field private final out:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Lcom/larkbook/Envelope;)V
    .registers 11
    const-string v1, "env"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 85
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
    move-object v4, v3
    move-object v8, p0
    const/4 v5, 0x0
    .line 86
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 87
    invoke-virtual {p1}, Lcom/larkbook/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L57
    move-object v6, v0
    .line 112
    const/4 v7, 0x0
    .line 87
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L59
:L57
:L59
    .line 85
    iput-object v3, v8, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    .line 84
    return-void
.end method


# virtual methods
.method public final build()Landroid/os/Bundle;
    .registers 2
    .line 107
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    return-object v0
.end method

.method public final error(Lkotlin/jvm/functions/Function1;)V
    .registers 9
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 98
    new-instance v4, Lcom/larkbook/ErrorSpec;
    invoke-direct {v4}, Lcom/larkbook/ErrorSpec;-><init>()V
    invoke-interface {p1, v4}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-object v3, v4
    .line 99
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    invoke-virtual {v3}, Lcom/larkbook/ErrorSpec;->getCode()Ljava/lang/String;
    move-result-object v2
    const-string v1, "error_code"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 101
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    invoke-virtual {v3}, Lcom/larkbook/ErrorSpec;->getMessage()Ljava/lang/String;
    move-result-object v2
    const-string v1, "error_message"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 102
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    invoke-virtual {v3}, Lcom/larkbook/ErrorSpec;->getRetryable()Z
    move-result v2
    const-string v1, "retryable"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 103
    invoke-virtual {v3}, Lcom/larkbook/ErrorSpec;->getResolution()Landroid/app/PendingIntent;
    move-result-object v0
    if-eqz v0, :L104
    move-object v5, v0
    .line 112
    const/4 v6, 0x0
    .line 103
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    move-object v2, v5
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L106
:L104
:L106
    .line 104
    invoke-virtual {v3}, Lcom/larkbook/ErrorSpec;->getResumeToken-qPlcsjE()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L133
    move-object v5, v0
    .line 112
    const/4 v6, 0x0
    .line 104
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L135
:L133
:L135
    .line 105
    return-void
.end method

.method public final inline(Lorg/json/JSONObject;)V
    .registers 5
    const-string v0, "value"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "kind"
    const-string v2, "inline"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "value"
    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p0, v0}, Lcom/larkbook/ReplySpec;->success(Lorg/json/JSONObject;)V
    return-void
.end method

.method public final success(Lorg/json/JSONObject;)V
    .registers 5
    const-string v1, "data"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 92
    iget-object v0, p0, Lcom/larkbook/ReplySpec;->out:Landroid/os/Bundle;
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 93
    return-void
.end method
