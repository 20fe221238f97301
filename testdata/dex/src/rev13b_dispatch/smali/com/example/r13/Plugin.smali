# Java sketch (Plugin.java):
#   public interface Plugin { Bundle run(String tool, String args); }                    // 4
.class public interface abstract Lcom/example/r13/Plugin;
.super Ljava/lang/Object;
.source "Plugin.java"

.method public abstract run(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
.end method
