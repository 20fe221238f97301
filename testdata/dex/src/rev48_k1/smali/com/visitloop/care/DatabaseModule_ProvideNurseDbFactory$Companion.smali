.class public final Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
.super Ljava/lang/Object;
.source "Generated.kt"


.method private constructor <init>()V
    .registers 1
    .line 71
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
    .registers 4
    const-string v1, "contextProvider"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    new-instance v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
    invoke-direct {v0, v3}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public final provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    const-string v1, "context"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    sget-object v0, Lcom/visitloop/care/DatabaseModule;->INSTANCE:Lcom/visitloop/care/DatabaseModule;
    invoke-virtual {v0, v3}, Lcom/visitloop/care/DatabaseModule;->provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;-><init>()V
    return-void
.end method

