.class Lcom/tidepool/reef/dosing/DosingProvider$2;
.super Ljava/lang/Object;
.source "DosingProvider.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/RequestBus$Observer;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/DosingProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/DosingProvider;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/DosingProvider;)V
    .registers 2

    .line 65
    iput-object p1, p0, Lcom/tidepool/reef/dosing/DosingProvider$2;->this$0:Lcom/tidepool/reef/dosing/DosingProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onRequest(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)Z
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-static {v0}, Lcom/tidepool/reef/dosing/DoseTool;->byName(Ljava/lang/String;)Lcom/tidepool/reef/dosing/DoseTool;

    move-result-object v3

    .line 69
    if-nez v3, :cond_0

    .line 70
    const/4 v0, 0x0

    return v0

    .line 72
    :cond_0
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "dosing tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, p1, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " for "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, p1, Lcom/tidepool/reef/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "DosingProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 74
    :try_start_0
    iget-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider$2;->this$0:Lcom/tidepool/reef/dosing/DosingProvider;

    invoke-virtual {v3, v1, p1, p2}, Lcom/tidepool/reef/dosing/DoseTool;->run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 77
    goto :goto_0

    :catch_0
    move-exception v4

    .line 76
    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not match the tool\'s schema."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    :goto_0
    const/4 v0, 0x1

    return v0
.end method
