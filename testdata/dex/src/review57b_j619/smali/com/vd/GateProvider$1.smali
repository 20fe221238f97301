.class Lcom/vd/GateProvider$1;
.super Ljava/lang/Object;
.source "GateProvider.java"

# interfaces
.implements Lcom/vd/Tool;

# instance fields
.field final synthetic this$0:Lcom/vd/GateProvider;


# direct methods
.method constructor <init>(Lcom/vd/GateProvider;)V
    .registers 3
    .line 22
    iput-object v2, v1, Lcom/vd/GateProvider$1;->this$0:Lcom/vd/GateProvider;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 25
    iget-object v0, v1, Lcom/vd/GateProvider$1;->this$0:Lcom/vd/GateProvider;
    invoke-virtual {v0, v2}, Lcom/vd/GateProvider;->cancelOperation(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

