.class public final Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Ldagger/internal/Factory;

.field public static final Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
.field private final contextProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    const-string v0, "contextProvider"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->contextProvider:Ljavax/inject/Provider;
    return-void
.end method

.method public get()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 69
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    iget-object v1, v2, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->contextProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/content/Context;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;->provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
    .registers 2
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;->create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
    move-result-object v0
    .line 74
    return-object v0
.end method

.method public static final provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;->provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 77
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 68
    invoke-virtual {v1}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->get()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    return-void
.end method

