.class public interface abstract Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.super Ljava/lang/Object;
.source "SourceFile"

.method public abstract execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
