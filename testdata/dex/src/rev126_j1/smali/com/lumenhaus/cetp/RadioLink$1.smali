.class Lcom/lumenhaus/cetp/RadioLink$1;
.super Ljava/lang/Object;
.source "RadioLink.java"

# interfaces
.implements Landroid/os/Handler$Callback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/cetp/RadioLink;-><init>(Ljava/lang/String;Landroid/os/Handler$Callback;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhaus/cetp/RadioLink;


# direct methods
.method constructor <init>(Lcom/lumenhaus/cetp/RadioLink;)V
    .registers 2

    .line 33
    iput-object p1, p0, Lcom/lumenhaus/cetp/RadioLink$1;->this$0:Lcom/lumenhaus/cetp/RadioLink;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)Z
    .registers 10

    .line 36
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 37
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink$1;->this$0:Lcom/lumenhaus/cetp/RadioLink;

    invoke-static {v0, v5}, Lcom/lumenhaus/cetp/RadioLink;->access$000(Lcom/lumenhaus/cetp/RadioLink;Ljava/lang/String;)Lcom/lumenhaus/cetp/ReplySlot;

    move-result-object v6

    .line 38
    if-nez v6, :cond_0

    .line 39
    const/4 v0, 0x1

    return v0

    .line 41
    :cond_0
    iget v0, p1, Landroid/os/Message;->what:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    .line 44
    :sswitch_0
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v4, Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v5, v2}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/lumenhaus/cetp/ReplySlot;->fill(Landroid/os/Bundle;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 47
    goto :goto_0

    :catch_0
    move-exception v7

    .line 46
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The hub sent an unreadable answer"

    const/4 v4, 0x0

    invoke-static {v5, v2, v3, v4}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/lumenhaus/cetp/ReplySlot;->fill(Landroid/os/Bundle;)V

    .line 48
    :goto_0
    const/4 v0, 0x1

    return v0

    .line 50
    :sswitch_1
    iget-object v3, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v3, Ljava/lang/String;

    const-string v2, "UNAVAILABLE"

    const/4 v4, 0x1

    invoke-static {v5, v2, v3, v4}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/lumenhaus/cetp/ReplySlot;->fill(Landroid/os/Bundle;)V

    .line 51
    const/4 v0, 0x1

    return v0

    .line 53
    :goto_1
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        0x2 -> :sswitch_0
        0x3 -> :sswitch_1
    .end sparse-switch
.end method
