.class final Lcom/example/r16t/Quiet;
.super Ljava/lang/Object;
.source "Quiet.java"

# interfaces
.implements Lcom/example/r16t/CallerAware;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public callerTag()Ljava/lang/String;
    .registers 2
    .line 7
    const-string v0, "audit"
    return-object v0
.end method
