.class Lcom/mo/HubLink$2;
.super Ljava/lang/Object;
.source "HubLink.java"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field final synthetic val$command:Ljava/lang/String;
.field final synthetic this$0:Lcom/mo/HubLink;


# direct methods
.method constructor <init>(Lcom/mo/HubLink;Ljava/lang/String;)V
    .registers 4
    .line 39
    iput-object v2, v1, Lcom/mo/HubLink$2;->this$0:Lcom/mo/HubLink;
    iput-object v3, v1, Lcom/mo/HubLink$2;->val$command:Ljava/lang/String;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5
:L0
    .line 43
    iget-object v0, v4, Lcom/mo/HubLink$2;->val$command:Ljava/lang/String;
    invoke-static {v0}, Lcom/mo/HubLink;->transmit(Ljava/lang/String;)V
:L7
    .line 46
    goto :L27
:L10
    .line 44
    move-exception v3
    .line 45
    iget-object v0, v4, Lcom/mo/HubLink$2;->this$0:Lcom/mo/HubLink;
    iget-object v0, v0, Lcom/mo/HubLink;->replies:Landroid/os/Handler;
    const/4 v1, 0x2
    const-string v2, "The hub did not answer"
    invoke-virtual {v0, v1, v2}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;
    move-result-object v0
    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V
:L27
    .line 47
    return-void
    .catch Ljava/io/IOException; {:L0 .. :L7} :L10
.end method

