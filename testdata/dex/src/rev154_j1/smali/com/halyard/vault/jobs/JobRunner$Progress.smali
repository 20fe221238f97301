.class public interface abstract Lcom/halyard/vault/jobs/JobRunner$Progress;
.super Ljava/lang/Object;
.source "JobRunner.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/jobs/JobRunner;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Progress"
.end annotation


# virtual methods
.method public abstract report(IILjava/lang/String;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/halyard/vault/jobs/JobRunner$Cancelled;
        }
    .end annotation
.end method
