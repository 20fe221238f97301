.class final Lcom/example/r24v/DraftArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "DraftArgs.java"

.field private final file:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    .line 7
    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :cond_bad
    .line 6
    iput-object p1, p0, Lcom/example/r24v/DraftArgs;->file:Ljava/lang/String;
    return-void
    .line 8
    :cond_bad
    new-instance p1, Ljava/lang/IllegalArgumentException;
    const-string v0, "file"
    invoke-direct {p1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

.method public file()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r24v/DraftArgs;->file:Ljava/lang/String;
    return-object v0
.end method
