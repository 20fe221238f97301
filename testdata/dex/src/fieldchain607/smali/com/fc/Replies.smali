.class final Lcom/fc/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method static failed(Lcom/fc/Fault;)Landroid/os/Bundle;
    .registers 6
    .line 11
    new-instance v0, Lcom/fc/ErrorSpec;
    invoke-direct {v0}, Lcom/fc/ErrorSpec;-><init>()V
    move-object v3, v0
    .line 12
    invoke-static {v3, v5}, Lcom/fc/Replies;->describe(Lcom/fc/ErrorSpec;Lcom/fc/Fault;)V
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 14
    const-string v1, "error_code"
    invoke-virtual {v3}, Lcom/fc/ErrorSpec;->code()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    const-string v1, "error_message"
    invoke-virtual {v3}, Lcom/fc/ErrorSpec;->message()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v4
.end method

.method private static describe(Lcom/fc/ErrorSpec;Lcom/fc/Fault;)V
    .registers 4
    .line 20
    iget-object v1, v3, Lcom/fc/Fault;->code:Ljava/lang/String;
    invoke-virtual {v2, v1}, Lcom/fc/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 21
    iget-object v1, v3, Lcom/fc/Fault;->text:Ljava/lang/String;
    invoke-virtual {v2, v1}, Lcom/fc/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 22
    return-void
.end method

