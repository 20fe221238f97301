.class public interface abstract Lcom/cd/Step$Chain;
.super Ljava/lang/Object;
.source "Step.java"


# virtual methods
.method public abstract request()Landroid/os/Bundle;
.end method

.method public abstract proceed(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

