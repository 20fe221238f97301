.class final Lcom/vv/Command$Execute;
.super Lcom/vv/Command;
.source "Command.java"

# instance fields
.field final requestId:Ljava/lang/String;
.field final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 27
    invoke-direct {v1}, Lcom/vv/Command;-><init>()V
    .line 28
    iput-object v2, v1, Lcom/vv/Command$Execute;->requestId:Ljava/lang/String;
    .line 29
    iput-object v3, v1, Lcom/vv/Command$Execute;->tool:Ljava/lang/String;
    .line 30
    return-void
.end method


# virtual methods
.method accept(Lcom/vv/Command$Visitor;)Ljava/lang/Object;
    .registers 4
    .line 34
    const-string v0, "desk"
    const-string v1, "execute_tool"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 35
    invoke-interface {v3, v2}, Lcom/vv/Command$Visitor;->visitExecute(Lcom/vv/Command$Execute;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

