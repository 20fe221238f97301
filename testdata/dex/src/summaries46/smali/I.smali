.class public interface abstract Lq/I;
.super Ljava/lang/Object;
.method public abstract put()V
.end method
