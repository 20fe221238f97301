.class public final Lcom/greenwick/garden/plants/PlantToolProvider;
.super Landroid/content/ContentProvider;
.source "PlantToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "GreenwickPlants"


# instance fields
.field private final endpoint:Lcom/greenwick/garden/di/Lazy;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/greenwick/garden/di/Lazy<",
            "Lcom/greenwick/garden/cetp/CetpEndpoint;",
            ">;"
        }
    .end annotation
.end field

.field private final photos:Lcom/greenwick/garden/di/Lazy;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/greenwick/garden/di/Lazy<",
            "Lcom/greenwick/garden/files/FileGateway;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 21
    new-instance v0, Lcom/greenwick/garden/di/Lazy;

    new-instance v1, Lcom/greenwick/garden/plants/PlantToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/greenwick/garden/plants/PlantToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-direct {v0, v1}, Lcom/greenwick/garden/di/Lazy;-><init>(Ljava/util/function/Supplier;)V

    iput-object v0, p0, Lcom/greenwick/garden/plants/PlantToolProvider;->endpoint:Lcom/greenwick/garden/di/Lazy;

    .line 22
    new-instance v0, Lcom/greenwick/garden/di/Lazy;

    new-instance v1, Lcom/greenwick/garden/plants/PlantToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/greenwick/garden/plants/PlantToolProvider$$ExternalSyntheticLambda1;-><init>()V

    invoke-direct {v0, v1}, Lcom/greenwick/garden/di/Lazy;-><init>(Ljava/util/function/Supplier;)V

    iput-object v0, p0, Lcom/greenwick/garden/plants/PlantToolProvider;->photos:Lcom/greenwick/garden/di/Lazy;

    return-void
.end method

.method static synthetic lambda$new$0()Lcom/greenwick/garden/cetp/CetpEndpoint;
    .registers 1

    .line 21
    invoke-static {}, Lcom/greenwick/garden/di/ServiceLocator;->graph()Lcom/greenwick/garden/di/Graph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/greenwick/garden/di/Graph;->plantsEndpoint()Lcom/greenwick/garden/cetp/CetpEndpoint;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$new$1()Lcom/greenwick/garden/files/FileGateway;
    .registers 1

    .line 22
    invoke-static {}, Lcom/greenwick/garden/di/ServiceLocator;->graph()Lcom/greenwick/garden/di/Graph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/greenwick/garden/di/Graph;->plantPhotos()Lcom/greenwick/garden/files/FileGateway;

    move-result-object v0

    return-object v0
.end method

.method private tableRefused()Ljava/lang/UnsupportedOperationException;
    .registers 5

    .line 46
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "table access refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "GreenwickPlants"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 47
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Greenwick plants serves tools through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 32
    iget-object v0, p0, Lcom/greenwick/garden/plants/PlantToolProvider;->endpoint:Lcom/greenwick/garden/di/Lazy;

    invoke-virtual {v0}, Lcom/greenwick/garden/di/Lazy;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/greenwick/garden/cetp/CetpEndpoint;

    invoke-virtual {v0, v1, p1, p3}, Lcom/greenwick/garden/cetp/CetpEndpoint;->handle(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 67
    invoke-direct {p0}, Lcom/greenwick/garden/plants/PlantToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 42
    const-string v0, "image/jpeg"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 57
    invoke-direct {p0}, Lcom/greenwick/garden/plants/PlantToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 2

    .line 26
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 37
    iget-object v0, p0, Lcom/greenwick/garden/plants/PlantToolProvider;->photos:Lcom/greenwick/garden/di/Lazy;

    invoke-virtual {v0}, Lcom/greenwick/garden/di/Lazy;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/greenwick/garden/files/FileGateway;

    invoke-interface {v0, p1, p2}, Lcom/greenwick/garden/files/FileGateway;->open(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 52
    invoke-direct {p0}, Lcom/greenwick/garden/plants/PlantToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 62
    invoke-direct {p0}, Lcom/greenwick/garden/plants/PlantToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
