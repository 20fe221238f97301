.class public abstract Lcom/inkbarrow/cetp/AbstractTool;
.super Ljava/lang/Object;
.source "AbstractTool.java"

# interfaces
.implements Lcom/inkbarrow/cetp/Tool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<A:",
        "Lcom/inkbarrow/cetp/Args;",
        ">",
        "Ljava/lang/Object;",
        "Lcom/inkbarrow/cetp/Tool<",
        "TA;>;"
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "InkTool"


# instance fields
.field private final host:Lcom/inkbarrow/cetp/InkToolProvider;

.field private final spec:Lcom/inkbarrow/cetp/ToolSpec;


# direct methods
.method protected constructor <init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/inkbarrow/cetp/AbstractTool;->host:Lcom/inkbarrow/cetp/InkToolProvider;

    .line 19
    iput-object p2, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    .line 20
    return-void
.end method


# virtual methods
.method protected needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Z
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/inkbarrow/cetp/ToolCall;",
            "TA;)Z"
        }
    .end annotation

    .line 42
    iget-object v1, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    invoke-virtual {v1}, Lcom/inkbarrow/cetp/ToolSpec;->confirmation()Ljava/lang/String;

    move-result-object v1

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method protected onError(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 7

    .line 54
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v4, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    invoke-virtual {v4}, Lcom/inkbarrow/cetp/ToolSpec;->title()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    invoke-virtual {p0, p1}, Lcom/inkbarrow/cetp/AbstractTool;->reason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3

    const-string v1, "%s did not finish (%s)"

    invoke-static {v0, v1, v2}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected abstract perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/inkbarrow/cetp/ToolCall;",
            "TA;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected reason(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    .line 59
    const-string v0, "internal error"

    return-object v0
.end method

.method public final run(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/inkbarrow/cetp/ToolCall;",
            "TA;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 29
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->approved()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/cetp/AbstractTool;->needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 30
    iget-object v0, p0, Lcom/inkbarrow/cetp/AbstractTool;->host:Lcom/inkbarrow/cetp/InkToolProvider;

    invoke-virtual {p0, p2}, Lcom/inkbarrow/cetp/AbstractTool;->summarize(Lcom/inkbarrow/cetp/Args;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/inkbarrow/cetp/InkToolProvider;->requestConfirmation(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 33
    :cond_0
    :try_start_0
    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/cetp/AbstractTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 35
    iget-object v1, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    invoke-virtual {v1}, Lcom/inkbarrow/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "InkTool"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 36
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v4}, Lcom/inkbarrow/cetp/AbstractTool;->onError(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public final spec()Lcom/inkbarrow/cetp/ToolSpec;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    return-object v0
.end method

.method protected summarize(Lcom/inkbarrow/cetp/Args;)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TA;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 46
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/Args;->describe()Ljava/lang/String;

    move-result-object v3

    .line 47
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec;->title()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/inkbarrow/cetp/AbstractTool;->spec:Lcom/inkbarrow/cetp/ToolSpec;

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec;->title()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ": "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    :goto_0
    return-object v0
.end method
