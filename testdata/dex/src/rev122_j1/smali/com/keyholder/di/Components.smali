.class public final Lcom/keyholder/di/Components;
.super Ljava/lang/Object;
.source "Components.java"


# static fields
.field private static tools:Lcom/keyholder/di/ToolComponent;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static declared-synchronized tools(Landroid/content/Context;)Lcom/keyholder/di/ToolComponent;
    .registers 5

    .line 13
    const-class v0, Lcom/keyholder/di/Components;

    monitor-enter v0

    :try_start_0
    sget-object v1, Lcom/keyholder/di/Components;->tools:Lcom/keyholder/di/ToolComponent;

    if-nez v1, :cond_0

    .line 14
    invoke-static {}, Lcom/keyholder/di/DaggerToolComponent;->builder()Lcom/keyholder/di/DaggerToolComponent$Builder;

    move-result-object v1

    new-instance v2, Lcom/keyholder/di/AppModule;

    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v3

    invoke-direct {v2, v3}, Lcom/keyholder/di/AppModule;-><init>(Landroid/content/Context;)V

    invoke-virtual {v1, v2}, Lcom/keyholder/di/DaggerToolComponent$Builder;->appModule(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/DaggerToolComponent$Builder;

    move-result-object v1

    .line 16
    invoke-virtual {v1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->build()Lcom/keyholder/di/ToolComponent;

    move-result-object v1

    sput-object v1, Lcom/keyholder/di/Components;->tools:Lcom/keyholder/di/ToolComponent;

    .line 18
    :cond_0
    sget-object v1, Lcom/keyholder/di/Components;->tools:Lcom/keyholder/di/ToolComponent;

    monitor-exit v0

    return-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit v0

    throw v1
.end method
