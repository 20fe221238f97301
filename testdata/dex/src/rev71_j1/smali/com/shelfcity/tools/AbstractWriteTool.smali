.class public abstract Lcom/shelfcity/tools/AbstractWriteTool;
.super Ljava/lang/Object;
.source "AbstractWriteTool.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# instance fields
.field private final name:Ljava/lang/String;


# direct methods
.method protected constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/shelfcity/tools/AbstractWriteTool;->name:Ljava/lang/String;

    .line 20
    return-void
.end method


# virtual methods
.method protected abstract apply(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected needsConfirmation(Lorg/json/JSONObject;)Z
    .registers 3

    .line 38
    const/4 v0, 0x1

    return v0
.end method

.method public final run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 9

    .line 24
    invoke-virtual {p0, p2}, Lcom/shelfcity/tools/AbstractWriteTool;->needsConfirmation(Lorg/json/JSONObject;)Z

    move-result v0

    if-eqz v0, :cond_apply

    invoke-static {p3}, Lcom/shelfcity/core/ResumeTokens;->redeem(Lcom/shelfcity/core/CallerInfo;)Z

    move-result v0

    if-nez v0, :cond_apply

    .line 25
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/shelfcity/ui/ConfirmActivity;

    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 26
    const-string v1, "tool"

    iget-object v2, p0, Lcom/shelfcity/tools/AbstractWriteTool;->name:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 27
    const/4 v1, 0x0

    const/high16 v2, 0xc000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    .line 28
    invoke-static {p3}, Lcom/shelfcity/core/ResumeTokens;->issue(Lcom/shelfcity/core/CallerInfo;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/shelfcity/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 31
    :cond_apply
    :try_start_apply
    invoke-virtual {p0, p1, p2, p3}, Lcom/shelfcity/tools/AbstractWriteTool;->apply(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;

    move-result-object v0
    :try_end_apply
    .catch Ljava/lang/Exception; {:try_start_apply .. :try_end_apply} :catch_apply

    return-object v0

    .line 32
    :catch_apply
    move-exception v0

    .line 33
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    iget-object v2, p0, Lcom/shelfcity/tools/AbstractWriteTool;->name:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v2, "INTERNAL_ERROR"

    invoke-static {v2, v1}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
