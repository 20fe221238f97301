.class public interface abstract Lcom/kitelog/Policy;
.super Ljava/lang/Object;
.source "Di.kt"


.method public abstract authorize(ILjava/lang/String;)Z
.end method

