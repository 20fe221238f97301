.class final Lcom/ch/SessionCheck;
.super Ljava/lang/Object;
.source "Sessions.java"

# interfaces
.implements Lcom/ch/ToolHost$Interceptor;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 29
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public check(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 8
    .line 32
    const-string v1, "session_token"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/ch/Sessions;->live(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L15
    .line 33
    const/4 v0, 0x0
    return-object v0
:L15
    .line 35
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 36
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    return-object v3
.end method

