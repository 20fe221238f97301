.class public final Lcom/ferncastle/cetp/Interceptors$Session;
.super Ljava/lang/Object;
.source "Interceptors.java"

# interfaces
.implements Lcom/ferncastle/plugin/Interceptor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;


# direct methods
.method public constructor <init>(Lcom/ferncastle/cetp/ToolHost$Sessions;)V
    .registers 2

    .line 91
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 92
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Session;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    .line 93
    return-void
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Chain;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 97
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v3

    .line 98
    iget-object v0, v3, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    invoke-static {v0}, Lcom/ferncastle/cetp/ToolHost;->needsSession(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 99
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Session;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    iget-object v1, v3, Lcom/ferncastle/plugin/Invocation;->extras:Landroid/os/Bundle;

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget v2, v3, Lcom/ferncastle/plugin/Invocation;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/ferncastle/cetp/ToolHost$Sessions;->live(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 100
    if-nez v4, :cond_0

    .line 101
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 103
    :cond_0
    const-string v1, "session"

    invoke-virtual {v3, v1, v4}, Lcom/ferncastle/plugin/Invocation;->put(Ljava/lang/String;Ljava/lang/Object;)V

    .line 105
    :cond_1
    invoke-virtual {p1, v3}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method
