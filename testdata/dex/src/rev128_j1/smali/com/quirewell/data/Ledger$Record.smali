.class public final Lcom/quirewell/data/Ledger$Record;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/data/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Record"
.end annotation


# instance fields
.field private final digest:Ljava/lang/String;

.field private final reply:Lorg/json/JSONObject;

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 5

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/quirewell/data/Ledger$Record;->requestId:Ljava/lang/String;

    .line 23
    iput-object p2, p0, Lcom/quirewell/data/Ledger$Record;->tool:Ljava/lang/String;

    .line 24
    iput-object p3, p0, Lcom/quirewell/data/Ledger$Record;->digest:Ljava/lang/String;

    .line 25
    iput-object p4, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    .line 26
    return-void
.end method


# virtual methods
.method public matches(Lcom/quirewell/cetp/Invocation;)Z
    .registers 4

    .line 29
    iget-object v0, p0, Lcom/quirewell/data/Ledger$Record;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quirewell/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quirewell/data/Ledger$Record;->digest:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quirewell/cetp/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public reply()Landroid/os/Bundle;
    .registers 10

    .line 33
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 34
    iget-object v2, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    const-string v3, "status"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 36
    iget-object v2, p0, Lcom/quirewell/data/Ledger$Record;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "data"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "error_code"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "error_message"

    aput-object v3, v0, v2

    move-object v5, v0

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_1

    aget-object v8, v5, v7

    .line 38
    iget-object v0, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    invoke-virtual {v0, v8}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 39
    iget-object v2, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    invoke-virtual {v2, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4, v8, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    :cond_0
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 42
    :cond_1
    iget-object v0, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    const-string v1, "retryable"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 43
    iget-object v2, p0, Lcom/quirewell/data/Ledger$Record;->reply:Lorg/json/JSONObject;

    const-string v3, "retryable"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 45
    :cond_2
    return-object v4
.end method
