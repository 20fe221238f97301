.class final Lcom/example/r33j2/PendingRemovals$Pending;
.super Ljava/lang/Object;
.source "PendingRemovals.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33j2/PendingRemovals;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field final args:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .locals 0

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput p1, p0, Lcom/example/r33j2/PendingRemovals$Pending;->uid:I

    .line 32
    iput-object p2, p0, Lcom/example/r33j2/PendingRemovals$Pending;->args:Ljava/lang/String;

    .line 33
    return-void
.end method
