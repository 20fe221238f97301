# Java sketch (ToolHandler.java):
#   public interface ToolHandler { CetpProviderResult handle(Context ctx, CetpProviderRequest r); }  // 5
.class public interface abstract Lcom/example/r13di/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"

.method public abstract handle(Landroid/content/Context;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
