# Java sketch (ToolHandler.java):
#   public interface ToolHandler { CetpProviderResult handle(Context context, String args); }
.class public interface abstract Lcom/example/td/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"

.method public abstract handle(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
