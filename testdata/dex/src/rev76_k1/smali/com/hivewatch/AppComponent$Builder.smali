.class public interface abstract Lcom/hivewatch/AppComponent$Builder;
.super Ljava/lang/Object;
.source "AppComponent.kt"


.method public abstract application(Landroid/app/Application;)Lcom/hivewatch/AppComponent$Builder;
.end method

.method public abstract build()Lcom/hivewatch/AppComponent;
.end method

