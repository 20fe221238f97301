.class public final Lcom/example/resp/Errors;
.super Ljava/lang/Object;
.source "Errors.java"

# A wrapper: puts its message parameter under error_message.
.method public static error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 10
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
