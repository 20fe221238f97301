.class public interface abstract Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;
.super Ljava/lang/Object;
.source "MutationExecutor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/cetp/MutationExecutor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Mutation"
.end annotation


# virtual methods
.method public abstract run()Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
