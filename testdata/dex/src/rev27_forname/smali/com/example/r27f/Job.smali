.class public interface abstract Lcom/example/r27f/Job;
.super Ljava/lang/Object;
.source "Job.java"

.method public abstract run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
