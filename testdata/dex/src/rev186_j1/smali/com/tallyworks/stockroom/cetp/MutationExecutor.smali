.class public interface abstract Lcom/tallyworks/stockroom/cetp/MutationExecutor;
.super Ljava/lang/Object;
.source "MutationExecutor.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;
    }
.end annotation


# virtual methods
.method public abstract execute(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
