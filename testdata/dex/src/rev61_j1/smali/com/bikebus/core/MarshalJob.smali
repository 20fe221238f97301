.class public interface abstract Lcom/bikebus/core/MarshalJob;
.super Ljava/lang/Object;
.source "MarshalJob.java"


.method public abstract run(Landroid/content/Context;)V
.end method

