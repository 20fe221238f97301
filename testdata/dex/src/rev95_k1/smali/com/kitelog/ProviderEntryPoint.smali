.class public interface abstract Lcom/kitelog/ProviderEntryPoint;
.super Ljava/lang/Object;
.source "Di.kt"


.method public abstract logRepo()Lcom/kitelog/LogRepo;
.end method

.method public abstract gate()Lcom/kitelog/Gate;
.end method

