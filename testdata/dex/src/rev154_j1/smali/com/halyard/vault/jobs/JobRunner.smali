.class public interface abstract Lcom/halyard/vault/jobs/JobRunner;
.super Ljava/lang/Object;
.source "JobRunner.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/halyard/vault/jobs/JobRunner$Result;,
        Lcom/halyard/vault/jobs/JobRunner$Cancelled;,
        Lcom/halyard/vault/jobs/JobRunner$Progress;
    }
.end annotation


# virtual methods
.method public abstract run(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
