.class public interface abstract Lcom/scanbox/cetp/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.java"
