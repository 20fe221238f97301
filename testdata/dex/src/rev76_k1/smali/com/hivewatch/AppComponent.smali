.class public interface abstract Lcom/hivewatch/AppComponent;
.super Ljava/lang/Object;
.source "AppComponent.kt"


.method public abstract inject(Lcom/hivewatch/HiveProvider;)V
.end method

.method public abstract inject(Lcom/hivewatch/YardProvider;)V
.end method

