.class public final Lcom/greenwick/garden/di/ServiceLocator;
.super Ljava/lang/Object;
.source "ServiceLocator.java"


# static fields
.field private static volatile graph:Lcom/greenwick/garden/di/Graph;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    return-void
.end method

.method public static graph()Lcom/greenwick/garden/di/Graph;
    .registers 3

    .line 15
    sget-object v2, Lcom/greenwick/garden/di/ServiceLocator;->graph:Lcom/greenwick/garden/di/Graph;

    .line 16
    if-nez v2, :cond_0

    .line 17
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "The graph is built in GardenApp.onCreate, which has not run yet"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 19
    :cond_0
    return-object v2
.end method

.method public static install(Lcom/greenwick/garden/di/Graph;)V
    .registers 1

    .line 11
    sput-object p0, Lcom/greenwick/garden/di/ServiceLocator;->graph:Lcom/greenwick/garden/di/Graph;

    .line 12
    return-void
.end method
