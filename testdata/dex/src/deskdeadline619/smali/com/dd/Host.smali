.class final Lcom/dd/Host;
.super Ljava/lang/Object;
.source "Host.java"

# instance fields
.field private final desk:Lcom/dd/Desk;


# direct methods
.method constructor <init>(Lcom/dd/Desk;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/dd/Host;->desk:Lcom/dd/Desk;
    .line 11
    return-void
.end method


# virtual methods
.method call(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 14
    const-string v0, "execute_tool"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    if-nez v6, :L31
:L13
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 16
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    return-object v3
:L31
    .line 19
    iget-object v0, v4, Lcom/dd/Host;->desk:Lcom/dd/Desk;
    invoke-interface {v0, v6}, Lcom/dd/Desk;->submit(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

