.class Lcom/mo/HubLink$1;
.super Ljava/lang/Object;
.source "HubLink.java"

# interfaces
.implements Landroid/os/Handler$Callback;

# instance fields
.field final synthetic this$0:Lcom/mo/HubLink;


# direct methods
.method constructor <init>(Lcom/mo/HubLink;)V
    .registers 3
    .line 20
    iput-object v2, v1, Lcom/mo/HubLink$1;->this$0:Lcom/mo/HubLink;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)Z
    .registers 5
    .line 23
    iget v0, v4, Landroid/os/Message;->what:I
    const/4 v1, 0x2
    if-ne v0, v1, :L30
    .line 24
    iget-object v0, v3, Lcom/mo/HubLink$1;->this$0:Lcom/mo/HubLink;
    iget-object v0, v0, Lcom/mo/HubLink;->slot:Lcom/mo/ReplySlot;
    const-string v1, "UNAVAILABLE"
    iget-object v2, v4, Landroid/os/Message;->obj:Ljava/lang/Object;
    check-cast v2, Ljava/lang/String;
    invoke-static {v1, v2}, Lcom/mo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/mo/ReplySlot;->fill(Landroid/os/Bundle;)V
:L30
    .line 26
    const/4 v0, 0x1
    return v0
.end method

