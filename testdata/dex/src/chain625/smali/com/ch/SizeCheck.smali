.class final Lcom/ch/SizeCheck;
.super Ljava/lang/Object;
.source "Sessions.java"

# interfaces
.implements Lcom/ch/ToolHost$Interceptor;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 42
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public check(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 9
    .line 45
    const-string v1, "args"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 46
    if-eqz v3, :L23
    invoke-virtual {v3}, Ljava/lang/String;->length()I
    move-result v0
    const/high16 v1, 0x10000
    if-gt v0, v1, :L25
:L23
    .line 47
    const/4 v0, 0x0
    return-object v0
:L25
    .line 49
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 50
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    return-object v4
.end method

