.class public interface abstract Lcom/lumenhaus/cetp/CallerRule;
.super Ljava/lang/Object;
.source "CallerRule.java"


# virtual methods
.method public abstract accepts(I)Z
.end method
