.class public abstract Lcom/fernhill/stockroom/core/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/Tool$Outcome;
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method protected after(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 37
    return-void
.end method

.method protected before(Lcom/fernhill/stockroom/core/ToolContext;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 26
    return-void
.end method

.method public final perform(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 15
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/Tool;->before(Lcom/fernhill/stockroom/core/ToolContext;)V

    .line 16
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/Tool;->validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 17
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0

    .line 19
    :cond_0
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/core/Tool;->run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v1

    .line 20
    invoke-virtual {p0, p1, v1}, Lcom/fernhill/stockroom/core/Tool;->after(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)V

    .line 21
    return-object v1
.end method

.method public promptByPolicy(Lcom/fernhill/stockroom/core/ToolContext;)Z
    .registers 3

    .line 41
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract spec()Lcom/fernhill/stockroom/core/ToolSpec;
.end method

.method public summary(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 3

    .line 46
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 3

    .line 30
    const/4 v0, 0x0

    return-object v0
.end method
