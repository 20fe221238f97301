.class final Lcom/example/r29v/Reply$Builder;
.super Ljava/lang/Object;
.source "Reply.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r29v/Reply;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Builder"
.end annotation

.field private final b:Landroid/os/Bundle;

.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    iput-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    return-void
.end method

.method code(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    .registers 4
    .line 9
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p0
.end method

.method message(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    .registers 4
    .line 10
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p0
.end method

.method build()Landroid/os/Bundle;
    .registers 4
    .line 12
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 14
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 15
    iget-object v0, p0, Lcom/example/r29v/Reply$Builder;->b:Landroid/os/Bundle;
    return-object v0
.end method
