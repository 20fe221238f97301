.class public final Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/di/DaggerAppComponent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private applicationContext:Landroid/content/Context;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 157
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 158
    return-void
.end method


# virtual methods
.method public applicationContext(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;
    .registers 2

    .line 161
    iput-object p1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;->applicationContext:Landroid/content/Context;

    .line 162
    return-object p0
.end method

.method public build()Lcom/ridgeway/doorhub/di/DaggerAppComponent;
    .registers 3

    .line 166
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;->applicationContext:Landroid/content/Context;

    if-nez v0, :cond_0

    .line 167
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "applicationContext must be set"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 169
    :cond_0
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    iget-object v1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;->applicationContext:Landroid/content/Context;

    invoke-direct {v0, v1}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;-><init>(Landroid/content/Context;)V

    return-object v0
.end method
