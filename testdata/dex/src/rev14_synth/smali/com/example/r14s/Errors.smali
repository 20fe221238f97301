# final class Errors of sketch/ToolProvider.java, from a prebuilt library whose publisher renamed SourceFile.
.class final Lcom/example/r14s/Errors;
.super Ljava/lang/Object;
.source "SourceFile"

.method static failure(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 9
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 10
    :try_start_0
    invoke-static {p0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p0
    .line 11
    invoke-virtual {p0}, Ljava/lang/NumberFormatException;->getMessage()Ljava/lang/String;
    move-result-object p0
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    :goto_0
    return-object v0
.end method
