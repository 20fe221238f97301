.class public final Lcom/hivewatch/DaggerAppComponent;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"


.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 19
    return-void
.end method

.method public static builder()Lcom/hivewatch/AppComponent$Builder;
    .registers 1
    .line 22
    new-instance v0, Lcom/hivewatch/DaggerAppComponent$Builder;
    invoke-direct {v0}, Lcom/hivewatch/DaggerAppComponent$Builder;-><init>()V
    return-object v0
.end method

