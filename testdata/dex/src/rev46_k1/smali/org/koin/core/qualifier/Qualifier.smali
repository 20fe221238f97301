.class public interface abstract Lorg/koin/core/qualifier/Qualifier;
.super Ljava/lang/Object;
.source "Qualifier.kt"


.method public abstract getValue()Ljava/lang/String;
.end method

