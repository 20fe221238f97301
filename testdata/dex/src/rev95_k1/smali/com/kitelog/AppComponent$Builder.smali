.class public interface abstract Lcom/kitelog/AppComponent$Builder;
.super Ljava/lang/Object;
.source "Di.kt"


.method public abstract context(Landroid/content/Context;)Lcom/kitelog/AppComponent$Builder;
.end method

.method public abstract build()Lcom/kitelog/AppComponent;
.end method

