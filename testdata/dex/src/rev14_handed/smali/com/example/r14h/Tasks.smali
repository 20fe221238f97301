# See sketch/Sources.java (Tasks.java): purge() and ping() were inlined; the lambda bodies stay here.
.class final Lcom/example/r14h/Tasks;
.super Ljava/lang/Object;
.source "Tasks.java"

.method public static synthetic $r8$lambda$Fs2nLp0Xq8Vd(Landroid/content/Context;)V
    .registers 2
    .line 6
    const-string v0, "cache.db"
    invoke-virtual {p0, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    return-void
.end method

.method public static synthetic $r8$lambda$Gt5mKr3Yw1Ce(Landroid/content/Context;)V
    .registers 3
    .line 7
    const-string v0, "r14h"
    const-string v1, "ping"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public static synthetic $r8$lambda$Jc7vNy1Gm4Qa(Landroid/content/Context;)V
    .registers 2
    .line 8
    const-string v0, "a.db"
    invoke-virtual {p0, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    return-void
.end method

.method public static synthetic $r8$lambda$Kd8wPz2Hn5Rb(Landroid/content/Context;)V
    .registers 2
    .line 9
    const-string v0, "b.db"
    invoke-virtual {p0, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    return-void
.end method
