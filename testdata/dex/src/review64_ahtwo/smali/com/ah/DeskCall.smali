.class final Lcom/ah/DeskCall;
.super Ljava/lang/Object;
.source "DeskCall.java"

# instance fields
.field final uid:I
.field final callerPackage:Ljava/lang/String;
.field final tool:Ljava/lang/String;
.field final sessionToken:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 7
    .line 12
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 13
    iput v4, v3, Lcom/ah/DeskCall;->uid:I
    .line 14
    iput-object v5, v3, Lcom/ah/DeskCall;->callerPackage:Ljava/lang/String;
    .line 15
    const-string v2, "tool_name"
    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v3, Lcom/ah/DeskCall;->tool:Ljava/lang/String;
    .line 16
    const-string v2, "session_token"
    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v3, Lcom/ah/DeskCall;->sessionToken:Ljava/lang/String;
    .line 17
    return-void
.end method

