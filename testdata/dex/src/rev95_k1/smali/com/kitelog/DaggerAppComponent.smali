.class public final Lcom/kitelog/DaggerAppComponent;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"


.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method public static builder()Lcom/kitelog/AppComponent$Builder;
    .registers 1
    .line 14
    new-instance v0, Lcom/kitelog/DaggerAppComponent$Builder;
    invoke-direct {v0}, Lcom/kitelog/DaggerAppComponent$Builder;-><init>()V
    return-object v0
.end method

