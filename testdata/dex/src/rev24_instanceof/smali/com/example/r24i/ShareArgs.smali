.class final Lcom/example/r24i/ShareArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "ShareArgs.java"

.field private final target:Ljava/lang/String;

# the compact constructor's check runs before the field is assigned
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    .line 8
    if-eqz p1, :cond_bad
    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :cond_bad
    .line 7
    iput-object p1, p0, Lcom/example/r24i/ShareArgs;->target:Ljava/lang/String;
    return-void
    .line 8
    :cond_bad
    new-instance p1, Ljava/lang/IllegalArgumentException;
    const-string v0, "target"
    invoke-direct {p1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

.method public target()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/r24i/ShareArgs;->target:Ljava/lang/String;
    return-object v0
.end method
