.class public final Lio/kanbu/app/core/RequestJournal;
.super Ljava/lang/Object;
.source "RequestJournal.kt"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/SharedPreferences;Ljava/lang/String;)V
    .registers 4

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/core/RequestJournal;->prefs:Landroid/content/SharedPreferences;

    iput-object p2, p0, Lio/kanbu/app/core/RequestJournal;->providerId:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final entry(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;)Lkotlin/Pair;
    .registers 8

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    sget-object v2, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgsText()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lio/kanbu/app/core/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 35
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-string v1, "at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p2}, Lio/kanbu/app/core/Outcome;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 36
    invoke-virtual {p0, p1}, Lio/kanbu/app/core/RequestJournal;->key(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    return-object v0
.end method

.method public final key(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/String;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v0

    iget-object v1, p0, Lio/kanbu/app/core/RequestJournal;->providerId:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "req|"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "|"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "|"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final lookup(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/core/Replay;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    iget-object v0, p0, Lio/kanbu/app/core/RequestJournal;->prefs:Landroid/content/SharedPreferences;

    invoke-virtual {p0, p1}, Lio/kanbu/app/core/RequestJournal;->key(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lio/kanbu/app/core/Replay$Fresh;->INSTANCE:Lio/kanbu/app/core/Replay$Fresh;

    check-cast v0, Lio/kanbu/app/core/Replay;

    return-object v0

    :cond_0
    move-object v6, v0

    .line 26
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 27
    const-string v1, "tool"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v1, "digest"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgsText()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/kanbu/app/core/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 28
    :cond_1
    sget-object v0, Lio/kanbu/app/core/Replay$Mismatch;->INSTANCE:Lio/kanbu/app/core/Replay$Mismatch;

    check-cast v0, Lio/kanbu/app/core/Replay;

    return-object v0

    .line 30
    :cond_2
    new-instance v0, Lio/kanbu/app/core/Replay$Known;

    sget-object v2, Lio/kanbu/app/core/Outcome;->Companion:Lio/kanbu/app/core/Outcome$Companion;

    const-string v4, "outcome"

    invoke-virtual {v7, v4}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "getJSONObject(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v2, v3}, Lio/kanbu/app/core/Outcome$Companion;->fromJson(Lorg/json/JSONObject;)Lio/kanbu/app/core/Outcome;

    move-result-object v2

    invoke-direct {v0, v2}, Lio/kanbu/app/core/Replay$Known;-><init>(Lio/kanbu/app/core/Outcome;)V

    check-cast v0, Lio/kanbu/app/core/Replay;

    return-object v0
.end method
