.class public interface abstract Lcom/keydrop/a/d;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract a(Lcom/keydrop/a/a;Lcom/keydrop/a/b;)Landroid/os/Bundle;
.end method
