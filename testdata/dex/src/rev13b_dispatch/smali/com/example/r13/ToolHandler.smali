# Java sketch (ToolHandler.java):
#   interface ToolHandler { Bundle handle(String tool, String args); }                   // 4
.class interface abstract Lcom/example/r13/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"

.method public abstract handle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
.end method
