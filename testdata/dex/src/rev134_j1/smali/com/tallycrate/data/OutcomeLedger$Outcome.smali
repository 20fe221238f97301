.class public final Lcom/tallycrate/data/OutcomeLedger$Outcome;
.super Ljava/lang/Object;
.source "OutcomeLedger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallycrate/data/OutcomeLedger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Outcome"
.end annotation


# instance fields
.field final digest:Ljava/lang/String;

.field final reply:Ljava/lang/String;

.field final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->tool:Ljava/lang/String;

    .line 24
    iput-object p2, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->digest:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->reply:Ljava/lang/String;

    .line 26
    return-void
.end method

.method public static of(Lcom/tallycrate/cetp/ToolCall;Landroid/os/Bundle;)Lcom/tallycrate/data/OutcomeLedger$Outcome;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 29
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 30
    invoke-static {}, Lcom/tallycrate/data/OutcomeLedger;->-$$Nest$sfgetTEXT_KEYS()[Ljava/lang/String;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 31
    invoke-virtual {p1, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 32
    invoke-virtual {p1, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v5, v9, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 30
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 35
    :cond_1
    const-string v1, "retryable"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 36
    const-string v3, "retryable"

    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 38
    :cond_2
    new-instance v0, Lcom/tallycrate/data/OutcomeLedger$Outcome;

    invoke-virtual {p0}, Lcom/tallycrate/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0}, Lcom/tallycrate/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lcom/tallycrate/data/OutcomeLedger$Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public replay(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 47
    new-instance v4, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->reply:Ljava/lang/String;

    invoke-direct {v4, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 48
    new-instance v5, Landroid/os/Bundle;

    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V

    .line 49
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 50
    const-string v1, "request_id"

    invoke-virtual {v5, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    invoke-static {}, Lcom/tallycrate/data/OutcomeLedger;->-$$Nest$sfgetTEXT_KEYS()[Ljava/lang/String;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 52
    invoke-virtual {v4, v9}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 53
    invoke-virtual {v4, v9}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v5, v9, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 56
    :cond_1
    const-string v1, "retryable"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 57
    const-string v3, "retryable"

    invoke-virtual {v4, v3}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 59
    :cond_2
    return-object v5
.end method

.method public sameCall(Lcom/tallycrate/cetp/ToolCall;)Z
    .registers 4

    .line 43
    iget-object v0, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallycrate/data/OutcomeLedger$Outcome;->digest:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/tallycrate/cetp/ToolCall;->argsDigest()Ljava/lang/String;

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
