.class public final Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;
.super Ljava/lang/Object;
.source "Preferences.kt"

.field public static final INSTANCE:Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final create(Ljava/io/File;)Landroidx/datastore/core/DataStore;
    .registers 3
    const-string v1, "file"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Landroidx/datastore/preferences/core/FileDataStore;
    invoke-direct {v0, v2}, Landroidx/datastore/preferences/core/FileDataStore;-><init>(Ljava/io/File;)V
    check-cast v0, Landroidx/datastore/core/DataStore;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;
    invoke-direct {v0}, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;-><init>()V
    sput-object v0, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;->INSTANCE:Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;
    return-void
.end method

