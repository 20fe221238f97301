.class abstract Lcom/vv/Command;
.super Ljava/lang/Object;
.source "Command.java"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/vv/Command;
    .registers 7
    .line 17
    const-string v0, "execute_tool"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L33
    if-eqz v6, :L33
    .line 18
    new-instance v0, Lcom/vv/Command$Execute;
    const-string v3, "request_id"
    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "tool"
    invoke-virtual {v6, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/vv/Command$Execute;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
:L33
    .line 20
    new-instance v0, Lcom/vv/Command$Other;
    invoke-direct {v0, v5}, Lcom/vv/Command$Other;-><init>(Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method abstract accept(Lcom/vv/Command$Visitor;)Ljava/lang/Object;
.end method

