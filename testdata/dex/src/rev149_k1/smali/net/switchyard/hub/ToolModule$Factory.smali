.class public interface abstract Lnet/switchyard/hub/ToolModule$Factory;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# virtual methods
.method public abstract create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
.end method

.method public abstract getModuleId()Ljava/lang/String;
.end method
