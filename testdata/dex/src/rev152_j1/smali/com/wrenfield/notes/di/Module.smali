.class public interface abstract Lcom/wrenfield/notes/di/Module;
.super Ljava/lang/Object;
.source "Module.java"


# virtual methods
.method public abstract configure(Lcom/wrenfield/notes/di/Container;)V
.end method
