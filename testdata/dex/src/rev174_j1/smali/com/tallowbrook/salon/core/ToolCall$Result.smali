.class public final Lcom/tallowbrook/salon/core/ToolCall$Result;
.super Ljava/lang/Object;
.source "ToolCall.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/ToolCall;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Result"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final value:Lorg/json/JSONObject;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 3

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/tallowbrook/salon/core/ToolCall$Result;->value:Lorg/json/JSONObject;

    .line 33
    iput-object p2, p0, Lcom/tallowbrook/salon/core/ToolCall$Result;->errorCode:Ljava/lang/String;

    .line 34
    return-void
.end method

.method public static conflict()Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3

    .line 45
    new-instance v0, Lcom/tallowbrook/salon/core/ToolCall$Result;

    const/4 v1, 0x0

    const-string v2, "CONFLICT"

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/ToolCall$Result;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method

.method public static decode(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    const-string v1, "!"

    invoke-virtual {p0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 63
    const/4 v1, 0x1

    invoke-virtual {p0, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/core/ToolCall$Result;->failed(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0

    .line 65
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/tallowbrook/salon/core/ToolCall$Result;->ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method public static failed(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3

    .line 49
    new-instance v0, Lcom/tallowbrook/salon/core/ToolCall$Result;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/tallowbrook/salon/core/ToolCall$Result;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method

.method public static invalidArgs()Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3

    .line 41
    new-instance v0, Lcom/tallowbrook/salon/core/ToolCall$Result;

    const/4 v1, 0x0

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/ToolCall$Result;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method

.method public static ok(Lorg/json/JSONObject;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3

    .line 37
    new-instance v0, Lcom/tallowbrook/salon/core/ToolCall$Result;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/tallowbrook/salon/core/ToolCall$Result;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public encode()Ljava/lang/String;
    .registers 4

    .line 58
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/ToolCall$Result;->isOk()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolCall$Result;->value:Lorg/json/JSONObject;

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolCall$Result;->errorCode:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "!"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    :goto_0
    return-object v0
.end method

.method public isOk()Z
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolCall$Result;->errorCode:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
