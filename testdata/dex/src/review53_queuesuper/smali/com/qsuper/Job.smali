.class final Lcom/qsuper/Job;
.super Ljava/lang/Object;
.source "QueueProvider.java"

.field final name:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/qsuper/Job;->name:Ljava/lang/String;
    return-void
.end method
