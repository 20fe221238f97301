# Java sketch (ToolEntryPoint.java):
#   @EntryPoint @InstallIn(SingletonComponent.class)
#   public interface ToolEntryPoint { Map<String, ToolHandler> handlers(); }                   // 6
.class public interface abstract Lcom/example/r13di/ToolEntryPoint;
.super Ljava/lang/Object;
.source "ToolEntryPoint.java"

.method public abstract handlers()Ljava/util/Map;
.end method
