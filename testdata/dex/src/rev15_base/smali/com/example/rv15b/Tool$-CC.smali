.class public final synthetic Lcom/example/rv15b/Tool$-CC;
.super Ljava/lang/Object;
.source "Tool.java"

# D8 (minSdk 21) moved the default method Tool.fail here.

.method public static $default$fail(Lcom/example/rv15b/Tool;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 4
    .line 13
    const-string p0, "notes"
    const-string v0, "tool failed"
    invoke-static {p0, v0, p1}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 14
    invoke-static {p1}, Landroid/util/Log;->getStackTraceString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object p0
    const-string p1, "INTERNAL_ERROR"
    invoke-static {p1, p0}, Lcom/example/rv15b/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
