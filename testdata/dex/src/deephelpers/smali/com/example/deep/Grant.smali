.class final Lcom/example/deep/Grant;
.super Ljava/lang/Object;
.source "Grant.java"

.field final owner:I

.method constructor <init>(I)V
    .registers 2
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/deep/Grant;->owner:I
    return-void
.end method
