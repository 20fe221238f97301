.class public interface abstract Lcom/tidetable/Tool;
.super Ljava/lang/Object;
.source "Tools.kt"


.method public abstract getName()Ljava/lang/String;
.end method

