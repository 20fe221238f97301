.class public final Lcom/tutortime/StorageModule;
.super Ljava/lang/Object;
.source "TutorApp.kt"

.field public static final INSTANCE:Lcom/tutortime/StorageModule;

.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final provideDataStore(Landroid/content/Context;)Landroidx/datastore/core/DataStore;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    new-instance v0, Ljava/io/File;
    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "datastore/holds.preferences_pb"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;->create(Ljava/io/File;)Landroidx/datastore/core/DataStore;
    move-result-object v0
    return-object v0
.end method

.method public final provideDb(Landroid/content/Context;)Lcom/tutortime/TutorDb;
    .registers 4
    const-string v1, "ctx"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    new-instance v0, Lcom/tutortime/TutorDb;
    invoke-direct {v0, v3}, Lcom/tutortime/TutorDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tutortime/StorageModule;
    invoke-direct {v0}, Lcom/tutortime/StorageModule;-><init>()V
    sput-object v0, Lcom/tutortime/StorageModule;->INSTANCE:Lcom/tutortime/StorageModule;
    return-void
.end method

