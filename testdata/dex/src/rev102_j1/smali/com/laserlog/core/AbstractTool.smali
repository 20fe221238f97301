.class public abstract Lcom/laserlog/core/AbstractTool;
.super Ljava/lang/Object;
.source "AbstractTool.java"

# interfaces
.implements Lcom/laserlog/core/Command;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method protected abstract doRun(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public execute(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 11
    invoke-virtual {p0, p1, p2}, Lcom/laserlog/core/AbstractTool;->run(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public final run(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 16
    :try_start_0
    invoke-virtual {p0, p1, p2}, Lcom/laserlog/core/AbstractTool;->doRun(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0
    :try_end_4
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_4} :catch_5

    return-object v0

    .line 17
    :catch_5
    move-exception v0

    .line 18
    invoke-virtual {v0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "tool failed: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v2, "TOOL_FAILED"

    invoke-static {v2, v1}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
