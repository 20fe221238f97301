.class public final Lcom/laserlog/core/Request;
.super Ljava/lang/Object;
.source "Request.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final ctx:Landroid/content/Context;

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;Landroid/os/Bundle;I)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/laserlog/core/Request;->ctx:Landroid/content/Context;

    .line 18
    iput-object p2, p0, Lcom/laserlog/core/Request;->method:Ljava/lang/String;

    .line 19
    iput-object p3, p0, Lcom/laserlog/core/Request;->extras:Landroid/os/Bundle;

    .line 20
    iput p4, p0, Lcom/laserlog/core/Request;->uid:I

    .line 21
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p3, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/laserlog/core/Request;->tool:Ljava/lang/String;

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    .line 23
    return-void
.end method


# virtual methods
.method public isExecute(Ljava/lang/String;)Z
    .registers 4

    .line 26
    const-string v0, "execute_tool"

    iget-object v1, p0, Lcom/laserlog/core/Request;->method:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_16

    iget-object v0, p0, Lcom/laserlog/core/Request;->tool:Ljava/lang/String;

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_16

    const/4 v0, 0x1

    goto :goto_17

    :cond_16
    const/4 v0, 0x0

    :goto_17
    return v0
.end method
