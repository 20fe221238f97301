.class final Lcom/example/dabo/AuditObserver;
.super Ljava/lang/Object;
.source "AuditObserver.java"

# interfaces
.implements Ljava/util/Observer;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public update(Ljava/util/Observable;Ljava/lang/Object;)V
    .registers 4
    .line 7
    const-string v0, "audit"
    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 8
    return-void
.end method
