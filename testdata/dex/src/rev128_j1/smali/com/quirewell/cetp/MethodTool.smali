.class final Lcom/quirewell/cetp/MethodTool;
.super Ljava/lang/Object;
.source "MethodTool.java"

# interfaces
.implements Lcom/quirewell/cetp/Tool;


# instance fields
.field private final host:Lcom/quirewell/cetp/ToolHost;

.field private final method:Ljava/lang/reflect/Method;

.field private final owner:Ljava/lang/Object;

.field private final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/Object;Ljava/lang/reflect/Method;Ljava/lang/String;Lcom/quirewell/cetp/ToolHost;)V
    .registers 5

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/quirewell/cetp/MethodTool;->owner:Ljava/lang/Object;

    .line 16
    iput-object p2, p0, Lcom/quirewell/cetp/MethodTool;->method:Ljava/lang/reflect/Method;

    .line 17
    iput-object p3, p0, Lcom/quirewell/cetp/MethodTool;->title:Ljava/lang/String;

    .line 18
    iput-object p4, p0, Lcom/quirewell/cetp/MethodTool;->host:Lcom/quirewell/cetp/ToolHost;

    .line 19
    return-void
.end method


# virtual methods
.method public label()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/quirewell/cetp/MethodTool;->title:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quirewell/cetp/MethodTool;->method:Ljava/lang/reflect/Method;

    invoke-virtual {v0}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/quirewell/cetp/MethodTool;->title:Ljava/lang/String;

    :goto_0
    return-object v0
.end method

.method public run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 25
    :try_start_0
    iget-object v0, p0, Lcom/quirewell/cetp/MethodTool;->method:Ljava/lang/reflect/Method;

    iget-object v1, p0, Lcom/quirewell/cetp/MethodTool;->owner:Ljava/lang/Object;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    aput-object p1, v2, v4

    invoke-virtual {v0, v1, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v5

    .line 32
    goto :goto_0

    :catch_0
    move-exception v6

    .line 27
    invoke-virtual {v6}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v7

    .line 28
    instance-of v0, v7, Ljava/lang/Exception;

    if-eqz v0, :cond_0

    .line 29
    check-cast v7, Ljava/lang/Exception;

    throw v7

    .line 31
    :cond_0
    throw v6

    .line 33
    :goto_0
    check-cast v5, Lcom/quirewell/cetp/Outcome;

    move-object v6, v5

    .line 34
    invoke-virtual {v6}, Lcom/quirewell/cetp/Outcome;->needsUser()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 35
    iget-object v0, p0, Lcom/quirewell/cetp/MethodTool;->host:Lcom/quirewell/cetp/ToolHost;

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolHost;->confirmations()Lcom/quirewell/cetp/Confirmations;

    move-result-object v0

    invoke-virtual {v6}, Lcom/quirewell/cetp/Outcome;->screen()Lcom/quirewell/cetp/Screen;

    move-result-object v2

    invoke-virtual {v6}, Lcom/quirewell/cetp/Outcome;->summary()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v6}, Lcom/quirewell/cetp/Outcome;->flags()I

    move-result v4

    invoke-virtual {v0, p1, v2, v3, v4}, Lcom/quirewell/cetp/Confirmations;->ask(Lcom/quirewell/cetp/Invocation;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 37
    :cond_1
    invoke-virtual {v6}, Lcom/quirewell/cetp/Outcome;->value()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quirewell/cetp/Replies;->success(Lcom/quirewell/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
