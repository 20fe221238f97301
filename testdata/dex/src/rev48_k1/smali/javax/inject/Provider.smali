.class public interface abstract Ljavax/inject/Provider;
.super Ljava/lang/Object;
.source "Dagger.kt"


.method public abstract get()Ljava/lang/Object;
.end method

