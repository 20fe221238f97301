.class interface abstract Lcom/cd/Step;
.super Ljava/lang/Object;
.source "Step.java"


# virtual methods
.method public abstract handle(Lcom/cd/Step$Chain;)Landroid/os/Bundle;
.end method

