.class public interface abstract Lcom/keydrop/a/m;
.super Ljava/lang/Object;
.source "Fleet.java"


# virtual methods
.method public abstract a(Ljava/lang/String;Z)V
.end method
