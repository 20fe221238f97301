.class public interface abstract Lcom/rxrefill/a/b;
.super Ljava/lang/Object;
.source "Support.kt"


# virtual methods
.method public abstract a()Ljava/lang/String;
.end method
