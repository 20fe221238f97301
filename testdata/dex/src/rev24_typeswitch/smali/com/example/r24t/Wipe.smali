.class final Lcom/example/r24t/Wipe;
.super Lcom/android/tools/r8/RecordTag;
.source "Wipe.java"

# interfaces
.implements Lcom/example/r24t/Op;

.field private final confirmed:Z

.method constructor <init>(Z)V
    .registers 2
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-boolean p1, p0, Lcom/example/r24t/Wipe;->confirmed:Z
    return-void
.end method

.method public confirmed()Z
    .registers 2
    .line 5
    iget-boolean v0, p0, Lcom/example/r24t/Wipe;->confirmed:Z
    return v0
.end method
