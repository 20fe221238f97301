.class public Lcom/keyholder/di/AppModule;
.super Ljava/lang/Object;
.source "AppModule.java"


# annotations
.annotation runtime Ldagger/Module;
.end annotation


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/keyholder/di/AppModule;->context:Landroid/content/Context;

    .line 21
    return-void
.end method


# virtual methods
.method provideCetpDao(Lcom/keyholder/data/KeyholderDatabase;)Lcom/keyholder/data/CetpDao;
    .registers 3
    .annotation runtime Ldagger/Provides;
    .end annotation

    .line 41
    invoke-virtual {p1}, Lcom/keyholder/data/KeyholderDatabase;->cetpDao()Lcom/keyholder/data/CetpDao;

    move-result-object v0

    return-object v0
.end method

.method provideContext()Landroid/content/Context;
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/keyholder/di/AppModule;->context:Landroid/content/Context;

    return-object v0
.end method

.method provideDatabase(Landroid/content/Context;)Lcom/keyholder/data/KeyholderDatabase;
    .registers 5
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Singleton;
    .end annotation

    .line 31
    const-class v1, Lcom/keyholder/data/KeyholderDatabase;

    const-string v2, "keyholder.db"

    invoke-static {p1, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;

    move-result-object v0

    invoke-virtual {v0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;

    move-result-object v0

    check-cast v0, Lcom/keyholder/data/KeyholderDatabase;

    return-object v0
.end method

.method provideIoExecutor()Ljava/util/concurrent/Executor;
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "io"
    .end annotation

    .annotation runtime Ljavax/inject/Singleton;
    .end annotation

    .line 48
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method

.method provideKeyDao(Lcom/keyholder/data/KeyholderDatabase;)Lcom/keyholder/data/KeyDao;
    .registers 3
    .annotation runtime Ldagger/Provides;
    .end annotation

    .line 36
    invoke-virtual {p1}, Lcom/keyholder/data/KeyholderDatabase;->keyDao()Lcom/keyholder/data/KeyDao;

    move-result-object v0

    return-object v0
.end method
