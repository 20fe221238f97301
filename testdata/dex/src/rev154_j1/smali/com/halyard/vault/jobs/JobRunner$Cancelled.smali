.class public final Lcom/halyard/vault/jobs/JobRunner$Cancelled;
.super Ljava/lang/Exception;
.source "JobRunner.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/jobs/JobRunner;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Cancelled"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 18
    const-string v0, "cancellation requested"

    invoke-direct {p0, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 19
    return-void
.end method
